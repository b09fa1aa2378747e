/**
 * The catalogue version this process answers with, kept in memory so a cached answer costs
 * no database query. A process learns its own loads' versions at once (noteVersion after the
 * load commits). On PostgreSQL, where other processes load data too, it also reads the row
 * every pollIntervalMs: another process's load reaches it within that interval plus one query
 * (bound: 1 s with the default 500 ms). PGlite is one process, so it is not polled.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { readCatalogueVersion } from './catalogue-version-row';

export const defaultVersionPollMs = 500;

export class CatalogueVersionWatch {
  private current: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(version: string) => void> = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** undefined when the row could not be read (a database before migration 022): no ETags then. */
  get version(): string | undefined {
    return this.current;
  }

  onChange(listener: (version: string) => void): void {
    this.listeners.push(listener);
  }

  async start(pollIntervalMs = defaultVersionPollMs): Promise<void> {
    await this.refresh();
    if (this.database.kind !== 'postgresql') return;
    this.timer = setInterval(() => void this.refresh(), pollIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the row; a failed read keeps the version known so far (the next poll tries again). */
  async refresh(): Promise<void> {
    try {
      this.noteVersion(await readCatalogueVersion(this.database));
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the catalogue version');
    }
  }

  /**
   * A version this process committed or read; a newer one empties what belonged to the old.
   * Only forward: a poll that began before this process's own load committed may answer the
   * version before it, which must not come back.
   */
  noteVersion(version: string): void {
    if (this.current !== undefined && versionNumber(version) <= versionNumber(this.current)) return;
    this.current = version;
    for (const listener of this.listeners) listener(version);
  }
}

const versionNumber = (token: string) => BigInt(token.split('.')[0] ?? '0');

/**
 * The store @fastify/rate-limit counts in, kept in PostgreSQL (migration 013) so that limits
 * hold across every server process: fixed windows, one row per key, incremented by one
 * atomic upsert that also starts a new window once the old one has ended. Keys are stored as
 * SHA-256 hashes: a counter needs to tell keys apart, not to know the login or address.
 * Ended windows are deleted now and then (at most once a minute per process, a bounded
 * batch by the window_ends_at index), so the table stays the size of the current attempts.
 */
import { createHash } from 'node:crypto';
import type { Database } from './database';

export interface RateLimitCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

const cleanupIntervalMs = 60_000;
const cleanupBatch = 1000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

export class DatabaseRateLimitCounters {
  private nextCleanupAt = 0;

  constructor(private readonly database: Database) {}

  async increment(key: string, windowMs: number): Promise<RateLimitCount> {
    const [row] = await this.database.query<{ hits: number; ttl: number }>(
      `insert into rate_limit_counters as counter (key, hits, window_ends_at)
       values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
         window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
       returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`,
      [hashOf(key), windowMs],
    );
    this.cleanUpNowAndThen();
    return { current: row?.hits ?? 1, ttl: row?.ttl ?? windowMs };
  }

  async read(key: string): Promise<RateLimitCount> {
    const [row] = await this.database.query<{ hits: number; ttl: number }>(
      `select hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl
       from rate_limit_counters where key = $1 and window_ends_at > now()`,
      [hashOf(key)],
    );
    return row === undefined ? { current: 0, ttl: 0 } : { current: row.hits, ttl: row.ttl };
  }

  private cleanUpNowAndThen(): void {
    const now = Date.now();
    if (now < this.nextCleanupAt) return;
    this.nextCleanupAt = now + cleanupIntervalMs;
    // Not awaited: the request does not wait for housekeeping; a failure only delays it.
    this.database
      .query(
        `delete from rate_limit_counters where key in (
           select key from rate_limit_counters where window_ends_at < now() order by window_ends_at limit ${cleanupBatch})`,
      )
      .catch(() => {
        this.nextCleanupAt = 0;
      });
  }
}

/** The store class @fastify/rate-limit instantiates, over the given counters. */
export function rateLimitStoreOver(counters: DatabaseRateLimitCounters) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.read(key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

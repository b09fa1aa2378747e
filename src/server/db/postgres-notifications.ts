/**
 * What a PostgreSQL server announces (LISTEN/NOTIFY, migration 024), heard by one process
 * through two kinds of connection:
 * - every pooled connection listens, because PostgreSQL hands a session its own announcements
 *   before it answers the committing statement: a change this process commits is heard before
 *   the request that made it answers, so its caller's next request already sees it;
 * - one connection of its own hears the other processes' announcements even while the pool
 *   has no connection open. While it is down, listeners are told lost(); it reconnects every
 *   second and then tells them heard().
 */
import pg from 'pg';
import { notificationChannels, type NotificationChannel, type NotificationListener } from './database';

const reconnectDelayMs = 1000;
const listenStatements = notificationChannels.map((channel) => `listen ${channel}`).join('; ');

export class PostgresNotifications {
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  private dedicated: pg.Client | undefined;
  private hearing = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly onBackgroundError: (error: Error) => void,
  ) {}

  /** Makes a new pooled connection listen (the pool awaits it before the connection's first use). */
  async attachTo(client: pg.ClientBase): Promise<void> {
    client.on('notification', (message) => this.announce(message));
    await client.query(listenStatements);
  }

  listen(channel: NotificationChannel, listener: NotificationListener): () => void {
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners);
    listeners.add(listener);
    if (this.hearing) listener.heard();
    else this.connect();
    return () => listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.dedicated;
    this.dedicated = undefined;
    this.hearing = false;
    await client?.end().catch(() => undefined);
  }

  private announce(message: pg.Notification): void {
    for (const listener of this.listeners.get(message.channel) ?? []) listener.announced(message.payload ?? '');
  }

  private everyListener(): NotificationListener[] {
    return [...this.listeners.values()].flatMap((listeners) => [...listeners]);
  }

  private connect(): void {
    if (this.dedicated !== undefined || this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      // An idle connection cut without a word is noticed by TCP keepalive, not by a query.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.dedicated = client;
    client.on('notification', (message) => this.announce(message));
    client.on('error', (error) => {
      this.onBackgroundError(error);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    client
      .connect()
      .then(() => client.query(listenStatements))
      .then(
        () => {
          if (this.dedicated !== client) return;
          this.hearing = true;
          for (const listener of this.everyListener()) listener.heard();
        },
        (error: Error) => {
          this.onBackgroundError(error);
          this.drop(client);
        },
      );
  }

  private drop(client: pg.Client): void {
    if (this.dedicated !== client) return;
    this.dedicated = undefined;
    if (this.hearing) {
      this.hearing = false;
      for (const listener of this.everyListener()) listener.lost();
    }
    void client.end().catch(() => undefined);
    if (!this.closed) {
      this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelayMs);
      this.reconnectTimer.unref();
    }
  }
}

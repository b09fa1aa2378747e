/**
 * The one database contract the server codes against, whether the rows live in the embedded
 * PGlite or in a PostgreSQL server. Both speak the PostgreSQL dialect, so SQL is shared.
 */
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Queryable {
  /** One statement, with $1-style parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters, as in a migration file. */
  exec(sql: string): Promise<void>;
}

/**
 * The channels on which the database announces changes, once they commit (migration 024:
 * epc_user_profile_changed carries the user's id, or '*' for all).
 */
export const notificationChannels = ['epc_user_profile_changed'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Told what is announced on a channel, and when announcements may have been missed. */
export interface NotificationListener {
  /**
   * A payload announced after its transaction committed: one this process committed arrives
   * before the committing query resolves; one from another process moments after.
   */
  announced(payload: string): void;
  /** Announcements are heard from now on (after listen, and again after a lost connection). */
  heard(): void;
  /** Announcements may be missed from now on, until heard() is called again. */
  lost(): void;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Hears a channel's announcements until the returned function is called. */
  listen(channel: NotificationChannel, listener: NotificationListener): () => void;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

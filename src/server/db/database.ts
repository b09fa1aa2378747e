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

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Serialises start-up work (migrations, seeding) between processes sharing one PostgreSQL
 * server. PGlite has a single connection in a single process, so it needs no lock.
 */
import type { DatabaseKind, Queryable } from './database';

/** Arbitrary but fixed: every process of this product must take the same key. */
const startupLockKey = 20_261_122_001;

/** Held until the surrounding transaction ends. */
export async function lockStartupWork(tx: Queryable, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgresql') {
    await tx.query('select pg_advisory_xact_lock($1)', [startupLockKey]);
  }
}

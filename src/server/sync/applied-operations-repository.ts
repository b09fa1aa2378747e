/**
 * The idempotency keys a user's operations have used (migrations 008 and 012): applied ones
 * with no refusal, refused ones with the code and reason they were refused for.
 */
import type { NewRecord, RecordedOutcome } from '../../domain/sync/plan-sync-operations';
import type { SyncRefusalCode } from '../../domain/sync/sync-contracts';
import type { Queryable } from '../db/database';

/** The recorded outcome of each of these keys that has been seen before. */
export async function findRecordedOperations(
  tx: Queryable,
  userId: string,
  keys: readonly string[],
): Promise<Map<string, RecordedOutcome>> {
  if (keys.length === 0) return new Map();
  const rows = await tx.query<{
    idempotency_key: string;
    rejected_message: string | null;
    rejected_code: string | null;
  }>(
    `select idempotency_key, rejected_message, rejected_code from sync_applied_operations
     where user_id = $1 and idempotency_key = any($2::text[])`,
    [userId, [...new Set(keys)]],
  );
  return new Map(
    rows.map((row) => [
      row.idempotency_key,
      row.rejected_message === null
        ? null
        : // Migration 012 gave every older refusal its code; the fallback is for a row written meanwhile by an older server.
          { code: (row.rejected_code ?? 'invalid-field') as SyncRefusalCode, detail: row.rejected_message },
    ]),
  );
}

export async function recordOperations(tx: Queryable, userId: string, records: readonly NewRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.query(
    `insert into sync_applied_operations (user_id, idempotency_key, rejected_message, rejected_code)
     select $1, operation.key, operation.message, operation.code
     from unnest($2::text[], $3::text[], $4::text[]) as operation(key, message, code)
     on conflict (user_id, idempotency_key) do nothing`,
    [
      userId,
      records.map((record) => record.idempotencyKey),
      records.map((record) => record.refusal?.detail ?? null),
      records.map((record) => record.refusal?.code ?? null),
    ],
  );
}

/**
 * How long a key is remembered. A device sends its outbox within seconds of the network coming
 * back, and resends a key only when the answer was lost; a year covers a device left switched
 * off in a drawer. Without a limit the table would grow by every change ever synced.
 */
export const keyRetentionDays = 365;

/** Forgets this user's keys older than the retention, as the user syncs (no job to schedule). */
export async function forgetOldOperations(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from sync_applied_operations where user_id = $1 and applied_at < now() - make_interval(days => $2)`,
    [userId, keyRetentionDays],
  );
}

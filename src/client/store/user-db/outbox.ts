/**
 * The outbox: every change made on this device waits here, oldest first, until the server
 * acknowledges its idempotency key. An entry leaves only through acknowledge(): a failed
 * request, a closed tab or a crash between sending and acknowledging leaves it in place, and
 * it is sent again with the same key, which the server applies once. An entry the server
 * refused stays, marked refused, and is no longer sent: only the user discards or edits it
 * (refused-changes.ts).
 */
import Dexie, { liveQuery } from 'dexie';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { syncStateId, type OutboxEntry, type SyncStateRow } from './user-db-entities';
import { userDb, userDbName, type UserDb } from './user-db';

/** The server takes at most this many operations in one request. */
export const maxBatchSize = 200;

/** Appends a change; call it inside the transaction that makes the change locally. */
export async function enqueue(db: UserDb, operation: SyncOperation): Promise<void> {
  await db.outbox.add({ operation, attempts: 0, lastError: null });
}

const isPending = (entry: OutboxEntry) => entry.refused === undefined;

/** The oldest entries to send (not acknowledged, not refused), at most `limit` (one request's worth by default). */
export function pendingOperations(db: UserDb, limit = maxBatchSize): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').filter(isPending).limit(limit).toArray();
}

/** How many changes wait to be sent (refused ones do not: they are never sent again). */
export function countPending(db: UserDb): Promise<number> {
  return db.outbox.filter(isPending).count();
}

/** Calls `onCount` with the number of changes waiting to be sent now and after every change, in any tab; answers a stop function. */
export function watchPendingCount(db: UserDb, onCount: (count: number) => void): () => void {
  const subscription = liveQuery(() => countPending(db)).subscribe({
    next: onCount,
    error: (error: unknown) => console.warn('Could not watch the outbox', error),
  });
  return () => subscription.unsubscribe();
}

export const emptySyncState: SyncStateRow = {
  id: syncStateId,
  lastSyncedAt: null,
  lastError: null,
  serverModificationDate: null,
};

export async function readSyncState(db: UserDb): Promise<SyncStateRow> {
  return (await db.syncState.get(syncStateId)) ?? emptySyncState;
}

/** A request carrying these keys failed: the entries stay, counting the attempt and the reason. */
export async function recordFailure(db: UserDb, sentKeys: readonly string[], message: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.syncState, async () => {
    await db.outbox
      .where('operation.idempotencyKey')
      .anyOf([...sentKeys])
      .modify((entry) => {
        entry.attempts += 1;
        entry.lastError = message;
      });
    await db.syncState.put({ ...(await readSyncState(db)), lastError: message });
  });
}

/**
 * Whether the user has changes on this device that the server has not acknowledged (refused
 * ones included: the user has not let them go), so the logout screen can ask before the user
 * leaves them behind. Never creates a database.
 */
export async function hasUnsyncedChanges(userKey: string): Promise<boolean> {
  if (!(await Dexie.exists(userDbName(userKey)))) return false;
  return (await userDb(userKey).outbox.count()) > 0;
}

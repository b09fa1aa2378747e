/**
 * What the user does with a change the server refused (it stays in the outbox, marked, never
 * sent again): discard it, which puts the device back to the server's copy with the other
 * queued changes on top, or edit its one editable value (src/domain/sync/refused-change-edit.ts),
 * which replaces it with a new change queued after the others. Works offline: the server's
 * copy is kept on the device.
 */
import { applySyncOperation, type SyncedState } from '../../../domain/sync/apply-sync-operation';
import { editRefusedChange as editOperation } from '../../../domain/sync/refused-change-edit';
import type { FieldCheck } from '../../../domain/shopping-list/line-validation';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { enqueue } from './outbox';
import { localStateTables, readServerCopy, rebuildLocalState } from './rebuild-local-state';
import type { OutboxEntry } from './user-db-entities';
import type { UserDb } from './user-db';

export const goneMessage = 'This change is no longer waiting on this device.';

/** The refused changes, oldest first. */
export async function refusedChanges(db: UserDb): Promise<OutboxEntry[]> {
  return db.outbox
    .orderBy('seq')
    .filter((entry) => entry.refused !== undefined)
    .toArray();
}

/** Removes a refused change; the list, notes and bookmarks go back to the server's copy with the other queued changes on top. */
export async function discardRefusedChange(db: UserDb, seq: number): Promise<void> {
  await db.transaction('rw', localStateTables(db), async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.refused === undefined) return;
    await db.outbox.delete(seq);
    const serverCopy = await readServerCopy(db);
    if (serverCopy) await rebuildLocalState(db, serverCopy);
  });
}

/**
 * Replaces a refused change by the same change with `value`, checked as the server will check
 * it; answers the reason when it would be refused again (nothing then changes).
 */
export async function editRefusedChange(
  db: UserDb,
  seq: number,
  value: string,
  now = new Date(),
): Promise<FieldCheck<SyncOperation>> {
  return db.transaction('rw', localStateTables(db), async () => {
    const entry = await db.outbox.get(seq);
    const serverCopy = await readServerCopy(db);
    if (entry?.refused === undefined || serverCopy === undefined) return { ok: false, message: goneMessage };
    const others = (await db.outbox.orderBy('seq').toArray()).filter((other) => other.seq !== seq);
    const edited = editOperation(entry.operation, value, {
      state: others.reduce(applyOnTop, serverCopy),
      idempotencyKey: crypto.randomUUID(),
      createdAt: now.toISOString(),
    });
    if (!edited.ok) return edited;
    await db.outbox.delete(seq);
    await enqueue(db, edited.value);
    await rebuildLocalState(db, serverCopy);
    return edited;
  });
}

function applyOnTop(state: SyncedState, { operation }: OutboxEntry): SyncedState {
  const outcome = applySyncOperation(state, operation);
  return outcome.ok ? outcome.state : state;
}

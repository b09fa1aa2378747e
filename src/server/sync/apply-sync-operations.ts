/**
 * Applies one request's operations for one user, in array order, inside the caller's
 * transaction. The user's shopping list row is locked first, so concurrent requests of the
 * same user (two tabs, two devices) run one after the other (the notes and the customer row
 * holding the bookmarks are locked after it, always in that order); the idempotency keys are read
 * under that lock, so a key sent twice at once still applies once. Every key is recorded,
 * rejected ones too, so no operation is ever applied or retried twice (within the keys'
 * retention, a year: see applied-operations-repository.ts). Any unexpected error
 * rolls the whole request back and the device sends it again.
 */
import type { SyncOperation, SyncReply } from '../../domain/sync/sync-contracts';
import { applySyncOperation, type SyncedState } from '../../domain/sync/apply-sync-operation';
import type { Queryable } from '../db/database';
import { lockShoppingList, saveShoppingList } from '../shopping-list/shopping-list-repository';
import { findRecordedOperations, forgetOldOperations, recordOperations, type RecordedOperation } from './applied-operations-repository';
import { lockBookmarks, saveBookmarks } from './bookmarks-repository';
import { findNotes, saveNotes } from './notes-repository';

/** Whose state the operations change: the EPC user (list, notes) and their customer record (bookmarks). */
export interface SyncOwner {
  userId: string;
  customerId: string;
}

export async function applySyncOperations(tx: Queryable, owner: SyncOwner, operations: readonly SyncOperation[]): Promise<SyncReply> {
  const { userId, customerId } = owner;
  let shoppingList = await lockShoppingList(tx, userId);
  const notesBefore = await findNotes(tx, userId, { forUpdate: true });
  const bookmarksBefore = await lockBookmarks(tx, customerId);
  const recorded = await findRecordedOperations(tx, userId, operations.map((operation) => operation.idempotencyKey));
  const reply: Pick<SyncReply, 'applied' | 'alreadyApplied' | 'rejected'> = { applied: [], alreadyApplied: [], rejected: [] };
  const newRecords: RecordedOperation[] = [];
  let state: SyncedState = { lines: shoppingList.lines, notes: notesBefore, bookmarks: bookmarksBefore };

  for (const { idempotencyKey, entity, change } of operations) {
    const earlier = recorded.get(idempotencyKey);
    if (earlier === null) reply.alreadyApplied.push(idempotencyKey);
    if (typeof earlier === 'string') reply.rejected.push({ idempotencyKey, message: earlier });
    if (earlier !== undefined) continue;
    const outcome = applySyncOperation(state, { entity, change });
    const rejectedMessage = outcome.ok ? null : outcome.message;
    if (outcome.ok) {
      state = outcome.state;
      reply.applied.push(idempotencyKey);
    } else {
      reply.rejected.push({ idempotencyKey, message: outcome.message });
    }
    recorded.set(idempotencyKey, rejectedMessage);
    newRecords.push({ idempotencyKey, rejectedMessage });
  }

  if (newRecords.length > 0) {
    await recordOperations(tx, userId, newRecords);
    await forgetOldOperations(tx, userId);
  }
  if (state.lines !== shoppingList.lines && JSON.stringify(state.lines) !== JSON.stringify(shoppingList.lines)) {
    const modifiedAt = new Date().toISOString();
    shoppingList = await saveShoppingList(tx, { ...shoppingList, lines: state.lines, c_shoplistModificationDate: modifiedAt }, userId);
  }
  if (state.notes !== notesBefore && JSON.stringify(state.notes) !== JSON.stringify(notesBefore)) {
    await saveNotes(tx, userId, state.notes);
  }
  if (state.bookmarks !== bookmarksBefore && JSON.stringify(state.bookmarks) !== JSON.stringify(bookmarksBefore)) {
    await saveBookmarks(tx, customerId, state.bookmarks);
  }
  return { ...reply, shoppingList, notes: state.notes, bookmarks: state.bookmarks };
}

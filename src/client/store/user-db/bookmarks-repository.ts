/**
 * Changing the user's bookmarks: like the shopping list and notes, the change is made on the
 * device at once and queued in the outbox in the same transaction, online or offline. The
 * server applies it to the customer's c_epcBookmarks in the order it arrives and answers its
 * list, which the device then shows (acknowledge.ts), so all of a user's devices converge.
 */
import { applyBookmarkAction } from '../../../domain/bookmarks/bookmark-actions';
import type { Bookmark, BookmarkAction } from '../../../domain/bookmarks/bookmark-contracts';
import { checkBookmarkAction } from '../../../domain/bookmarks/check-bookmark-action';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { readBookmarks, storedBookmark, writeBookmarks } from './local-state';
import { enqueue } from './outbox';
import type { ChangeOutcome } from './shopping-list-repository';
import type { UserDb } from './user-db';

/**
 * Saves, renames or deletes bookmarks on this device and queues the change for the server.
 * A change the rules refuse here (empty, too long or taken name) changes nothing and answers
 * the spec's message; the check runs inside the transaction, against the list as stored, so
 * two tabs cannot both take a name. Rejects when the device refuses to store it (e.g.
 * QuotaExceededError), changing nothing.
 */
export async function changeBookmarks(db: UserDb, action: BookmarkAction, now = new Date()): Promise<ChangeOutcome> {
  const checked = checkBookmarkAction(action);
  if (!checked.ok) return checked;
  const operation: SyncOperation = {
    idempotencyKey: crypto.randomUUID(),
    entity: 'bookmark',
    createdAt: now.toISOString(),
    change: checked.value,
  };
  return db.transaction('rw', db.bookmarks, db.outbox, async (): Promise<ChangeOutcome> => {
    const bookmarks = await readBookmarks(db);
    const changed = applyBookmarkAction(bookmarks, checked.value);
    if (!changed.ok) return changed;
    await writeBookmarks(db, bookmarks, changed.value);
    await enqueue(db, operation);
    return { ok: true, operation };
  });
}

/** One bookmark as stored on this device (for opening it in a new window), or undefined. */
export async function findBookmark(db: UserDb, id: string): Promise<Bookmark | undefined> {
  const row = await db.bookmarks.get(id);
  return row && storedBookmark(row);
}

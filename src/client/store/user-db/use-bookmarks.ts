/** The user's bookmarks as kept on this device, for the bookmark drawer (shell spec, section 2). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { useCurrentUserDb } from './current-user-db';
import { readBookmarks } from './local-state';
import { splitOutbox } from './split-outbox';
import type { OutboxEntry } from './user-db-entities';

export interface BookmarksView {
  /** Newest first. */
  bookmarks: Bookmark[];
  /** Bookmarks with a change on this device waiting to be sent. */
  pendingBookmarkIds: ReadonlySet<string>;
  /** Bookmarks a change the server refused touches, read with the bookmarks (see ShoppingListView). */
  refusedBookmarkIds: ReadonlySet<string>;
  /** A delete-all waits to sync (its bookmarks are already gone from the list). */
  deleteAllPending: boolean;
  loaded: boolean;
}

const notLoaded: BookmarksView = {
  bookmarks: [],
  pendingBookmarkIds: new Set(),
  refusedBookmarkIds: new Set(),
  deleteAllPending: false,
  loaded: false,
};

/**
 * The signed-in user's bookmarks as kept on this device, updated at once after every change,
 * in this tab or another, and after each sync. Offline it is the device's copy.
 */
export function useBookmarks(): BookmarksView {
  const db = useCurrentUserDb();
  const view = useLiveQuery(async () => {
    if (!db) return { ...notLoaded, loaded: true };
    const [bookmarks, outbox] = await db.transaction('r', db.bookmarks, db.outbox, () =>
      Promise.all([readBookmarks(db), db.outbox.toArray()]),
    );
    const { waiting, refused } = splitOutbox(outbox);
    return {
      bookmarks,
      ...changedBookmarkIds(waiting),
      refusedBookmarkIds: changedBookmarkIds(refused).pendingBookmarkIds,
      loaded: true,
    };
  }, [db]);
  return view ?? notLoaded;
}

/** The bookmarks these outbox entries change, and whether one of them deletes them all. */
export function changedBookmarkIds(
  outbox: readonly OutboxEntry[],
): Pick<BookmarksView, 'pendingBookmarkIds' | 'deleteAllPending'> {
  const pendingBookmarkIds = new Set<string>();
  let deleteAllPending = false;
  for (const { operation } of outbox) {
    if (operation.entity !== 'bookmark') continue;
    const change = operation.change;
    if (change.action === 'save') pendingBookmarkIds.add(change.bookmark.id);
    if (change.action === 'rename' || change.action === 'delete') pendingBookmarkIds.add(change.id);
    if (change.action === 'deleteAll') deleteAllPending = true;
  }
  return { pendingBookmarkIds, deleteAllPending };
}

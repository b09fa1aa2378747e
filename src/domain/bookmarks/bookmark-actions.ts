/**
 * The user's bookmarks as a list the device and the server both change by bookmark actions,
 * applied in the order the server receives them, so every device converges on the server's
 * list. Against the list as it is when the action arrives: a save whose name now clashes with
 * a bookmark another device saved first is refused with the spec's message; a rename or delete
 * of a bookmark that is gone (deleted elsewhere, cut by the limit) changes nothing; delete-all
 * empties the list as the server holds it.
 */
import type { FieldCheck } from '../shopping-list/line-validation';
import type { Bookmark, BookmarkAction } from './bookmark-contracts';
import { checkBookmarkName, withNewBookmark, withoutBookmark, withRenamedBookmark } from './bookmark-rules';

export function applyBookmarkAction(bookmarks: readonly Bookmark[], action: BookmarkAction): FieldCheck<Bookmark[]> {
  switch (action.action) {
    case 'save': {
      // Saved already (the same save seen again): nothing to do.
      if (bookmarks.some((bookmark) => bookmark.id === action.bookmark.id)) return { ok: true, value: [...bookmarks] };
      const name = checkBookmarkName(action.bookmark.bookmarkName, bookmarks);
      if (!name.ok) return { ok: false, message: name.message };
      return { ok: true, value: withNewBookmark(bookmarks, { ...action.bookmark, bookmarkName: name.value }) };
    }
    case 'rename': {
      if (!bookmarks.some((bookmark) => bookmark.id === action.id)) return { ok: true, value: [...bookmarks] };
      const name = checkBookmarkName(action.bookmarkName, bookmarks, action.id);
      if (!name.ok) return { ok: false, message: name.message };
      return { ok: true, value: withRenamedBookmark(bookmarks, action.id, name.value) };
    }
    case 'delete':
      return { ok: true, value: withoutBookmark(bookmarks, action.id) };
    case 'deleteAll':
      return { ok: true, value: [] };
  }
}

/**
 * Opens a bookmark in a new window, on its own path with restoreBookmark=<id> under the current
 * site and locale; bookmark-restorer.tsx takes it from there. Only app paths of this origin are
 * opened (isAppPath), so a bookmark can never send the user elsewhere. No opener: the new
 * window gets a session storage of its own, which the restorer fills.
 */
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { restoreBookmarkPath } from '../../../domain/bookmarks/bookmark-links';
import { isAppPath } from '../../../domain/bookmarks/bookmark-rules';

export function openBookmarkInNewWindow(bookmark: Bookmark, hrefFor: (appPath: string) => string): void {
  if (!isAppPath(bookmark.url)) return;
  window.open(hrefFor(restoreBookmarkPath(bookmark.url, bookmark.id)), '_blank', 'noopener');
}

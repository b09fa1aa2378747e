/**
 * Opening a bookmark in a new window: the window is opened on the bookmark's own path with
 * restoreBookmark=<id>; there the app finds the bookmark on the device, restores its context
 * into that window's storage and loads the path again without the parameter.
 */
import { appendQueryParams, readQueryParam, removeQueryParams } from '../site-locale/query-string';
import { joinUrl, splitUrl } from '../site-locale/url-parts';

export const restoreBookmarkParam = 'restoreBookmark';

/** The app path to open in the new window. */
export function restoreBookmarkPath(url: string, id: string): string {
  const parts = splitUrl(url);
  return joinUrl({
    ...parts,
    query: appendQueryParams(removeQueryParams(parts.query, [restoreBookmarkParam]), [[restoreBookmarkParam, id]]),
  });
}

/** The bookmark a window was opened to restore, from its URL's query, if any. */
export function bookmarkToRestore(search: string): string | undefined {
  return readQueryParam(search.replace(/^\?/, ''), restoreBookmarkParam);
}

/** An app path as a bookmark keeps it: without a restore parameter left over from opening one. */
export function withoutRestoreParam(url: string): string {
  const parts = splitUrl(url);
  return joinUrl({ ...parts, query: removeQueryParams(parts.query, [restoreBookmarkParam]) });
}

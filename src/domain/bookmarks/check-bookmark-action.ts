/**
 * Checks a bookmark action from outside (the sync endpoint's request, an outbox entry) before
 * it is applied: 'Unknown action.' for anything but save, rename, delete and deleteAll, then
 * the shape of the bookmark, answering it without fields a bookmark does not have. The name
 * rules that depend on the other bookmarks are applied with the action (bookmark-actions.ts).
 * Also reads the list as stored on the customer, which older writes may have left without ids.
 */
import { isJsonObject } from '../catalogue/json-text';
import type { FieldCheck } from '../shopping-list/line-validation';
import { unknownActionMessage } from '../shopping-list/shopping-list-contracts';
import type { Bookmark, BookmarkAction } from './bookmark-contracts';
import { isAppPath } from './bookmark-rules';

export const maxBookmarkIdLength = 200;
/** Names are checked for 150 characters after trimming; this only bounds what is read. */
export const maxBookmarkNameInputLength = 1000;
export const maxBookmarkUrlLength = 2048;
export const maxBookmarkTimeStampLength = 64;
/** A browsing context is a few hundred characters; this keeps 50 bookmarks well inside one row. */
export const maxBookmarkContextLength = 20_000;

export const bookmarkIdMessage = `A bookmark id is required, at most ${maxBookmarkIdLength} characters.`;
export const bookmarkShapeMessage =
  'A bookmark has an id, a bookmarkName, a url that is a path of this app, a timeStamp, and session and local entries of text.';

export function checkBookmarkAction(value: unknown): FieldCheck<BookmarkAction> {
  if (!isJsonObject(value)) return fail(unknownActionMessage);
  switch (value['action']) {
    case 'save': {
      const bookmark = readBookmark(value['bookmark']);
      return bookmark ? { ok: true, value: { action: 'save', bookmark } } : fail(bookmarkShapeMessage);
    }
    case 'rename': {
      const { id, bookmarkName } = value;
      if (!isBookmarkId(id)) return fail(bookmarkIdMessage);
      if (!isName(bookmarkName)) return fail(bookmarkShapeMessage);
      return { ok: true, value: { action: 'rename', id, bookmarkName } };
    }
    case 'delete': {
      const id = value['id'];
      return isBookmarkId(id) ? { ok: true, value: { action: 'delete', id } } : fail(bookmarkIdMessage);
    }
    case 'deleteAll':
      return { ok: true, value: { action: 'deleteAll' } };
    default:
      return fail(unknownActionMessage);
  }
}

/**
 * The bookmarks in a stored c_epcBookmarks, in order. The customer update (PATCH) checks names
 * but not the rest as strictly, so a stored record is read leniently: entries that are not
 * text are left out, and a url that is not an app path is kept (the drawer will not open it).
 * A record without an id gets 'name:' and its name in lower case, unique among them and the
 * same on every read until a sync stores the list with it.
 */
export function readStoredBookmarks(value: unknown): Bookmark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isJsonObject(item)) return [];
    const { bookmarkName, url, timeStamp } = item;
    if (!isName(bookmarkName) || typeof url !== 'string' || typeof timeStamp !== 'string') return [];
    const id = isBookmarkId(item['id']) ? item['id'] : `name:${bookmarkName.trim().toLocaleLowerCase('en-GB')}`;
    return [
      {
        id,
        bookmarkName,
        url,
        timeStamp,
        session: textEntriesOf(item['session']),
        local: textEntriesOf(item['local']),
      },
    ];
  });
}

/** A bookmark sent by a device: every field checked, nothing extra kept. */
function readBookmark(value: unknown): Bookmark | undefined {
  if (!isJsonObject(value)) return undefined;
  const { id, bookmarkName, url, timeStamp, session = {}, local = {} } = value;
  if (!isBookmarkId(id) || !isName(bookmarkName)) return undefined;
  if (typeof url !== 'string' || url.length > maxBookmarkUrlLength || !isAppPath(url)) return undefined;
  if (typeof timeStamp !== 'string' || timeStamp === '' || timeStamp.length > maxBookmarkTimeStampLength)
    return undefined;
  if (!isTextEntries(session) || !isTextEntries(local)) return undefined;
  return { id, bookmarkName, url, timeStamp, session: { ...session }, local: { ...local } };
}

function isTextEntries(value: unknown): value is Record<string, string> {
  return (
    isJsonObject(value) &&
    Object.values(value).every((entry) => typeof entry === 'string') &&
    JSON.stringify(value).length <= maxBookmarkContextLength
  );
}

function textEntriesOf(value: unknown): Record<string, string> {
  if (!isJsonObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isBookmarkId(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxBookmarkIdLength;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxBookmarkNameInputLength;
}

function fail<T>(message: string): FieldCheck<T> {
  return { ok: false, message };
}

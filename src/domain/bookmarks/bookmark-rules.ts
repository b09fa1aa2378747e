/**
 * The bookmark rules of the shell spec (section 5): a name is required after trimming, has at
 * most 150 characters and is unique ignoring case (an edit may keep the bookmark's own name);
 * at most 50 bookmarks, the newest first, the oldest cut on save. Device and server both use
 * these, so a name the drawer accepted is never refused at sync for another reason.
 */
import {
  duplicateBookmarkNameMessage,
  emptyBookmarkNameMessage,
  longBookmarkNameMessage,
  maxBookmarkNameLength,
  maxBookmarks,
  type Bookmark,
} from './bookmark-contracts';

export type NameProblem = 'empty' | 'tooLong' | 'duplicate';

export type NameCheck = { ok: true; value: string } | { ok: false; problem: NameProblem; message: string };

/** Characters as the user sees them (an emoji is one), as the drawer's counter shows. */
export function bookmarkNameLength(name: string): number {
  return [...name].length;
}

const foldName = (name: string) => name.trim().toLocaleLowerCase('en-GB');

/** What the name check looks at: a customer update's records may have no id. */
export type NamedBookmark = Pick<Bookmark, 'bookmarkName'> & { id?: string };

/**
 * The name trimmed, or why it cannot be used among `bookmarks`. `ownId` is the bookmark being
 * renamed: its own name (in any case) does not count as a duplicate.
 */
export function checkBookmarkName(name: string, bookmarks: readonly NamedBookmark[], ownId?: string): NameCheck {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, problem: 'empty', message: emptyBookmarkNameMessage };
  if (bookmarkNameLength(trimmed) > maxBookmarkNameLength) {
    return { ok: false, problem: 'tooLong', message: longBookmarkNameMessage };
  }
  const folded = foldName(trimmed);
  const isOwn = (bookmark: NamedBookmark) => ownId !== undefined && bookmark.id === ownId;
  if (bookmarks.some((bookmark) => !isOwn(bookmark) && foldName(bookmark.bookmarkName) === folded)) {
    return { ok: false, problem: 'duplicate', message: duplicateBookmarkNameMessage };
  }
  return { ok: true, value: trimmed };
}

/** The new bookmark first, then the 49 most recent of the others (the list is newest first). */
export function withNewBookmark(bookmarks: readonly Bookmark[], bookmark: Bookmark): Bookmark[] {
  return [bookmark, ...bookmarks.filter((other) => other.id !== bookmark.id)].slice(0, maxBookmarks);
}

export function withRenamedBookmark(bookmarks: readonly Bookmark[], id: string, bookmarkName: string): Bookmark[] {
  return bookmarks.map((bookmark) => (bookmark.id === id ? { ...bookmark, bookmarkName } : bookmark));
}

export function withoutBookmark(bookmarks: readonly Bookmark[], id: string): Bookmark[] {
  return bookmarks.filter((bookmark) => bookmark.id !== id);
}

/**
 * Only a path of this app may be stored and opened: it starts with one '/', so neither
 * '//evil.example' nor 'https://...' nor 'javascript:' can turn a bookmark into a redirect.
 */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && ![...url].some(isControlCharacter);
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

// Made on first use, not when the module loads: the first date format a page makes reads the
// time zone data, which on a slow phone held every page importing these rules by some 50 ms.
let timeStampFormat: Intl.DateTimeFormat | undefined;

/** The spec's timeStamp: an en-GB date and time in the device's time zone ('22/11/2026, 10:15'). */
export function bookmarkTimeStamp(at: Date): string {
  timeStampFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return timeStampFormat.format(at);
}

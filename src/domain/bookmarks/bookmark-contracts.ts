/**
 * A bookmark as the customer's c_epcBookmarks holds it (shell spec, section 3), and the
 * changes a device makes to that list through the sync outbox (src/domain/sync/sync-contracts.ts).
 */

/** Shell spec, sections 5 and 9. */
export const maxBookmarks = 50;
export const maxBookmarkNameLength = 150;

export const emptyBookmarkNameMessage = 'Enter a valid bookmark name.';
export const duplicateBookmarkNameMessage = 'Bookmark name already exists.';
export const longBookmarkNameMessage = `A bookmark name can be at most ${maxBookmarkNameLength} characters.`;

export interface Bookmark {
  /**
   * Made on the device that saved the bookmark (a uuid), never changed. Renames and deletes
   * name the bookmark by it rather than by its name or place, so they still reach it after
   * another device renamed it or saved others in front of it. Not in the spec: it is ours,
   * for syncing. A record stored without one gets a stable id from its name when read
   * (see check-bookmark-action.ts).
   */
  id: string;
  bookmarkName: string;
  /** The app path of the page (no site or locale prefix), with its query and fragment. */
  url: string;
  /** When it was saved, as an en-GB date and time ('22/11/2026, 10:15'). */
  timeStamp: string;
  /** The page's browsing context as session storage held it (breadcrumb, vin, sections...). */
  session: Record<string, string>;
  /** What local storage held for it (the search type). */
  local: Record<string, string>;
}

export type BookmarkAction =
  | { action: 'save'; bookmark: Bookmark }
  | { action: 'rename'; id: string; bookmarkName: string }
  | { action: 'delete'; id: string }
  | { action: 'deleteAll' };

/**
 * The outbox protocol: every change a user makes on a device (shopping list, notes, bookmarks,
 * and later settings) is an operation with an idempotency key, written to the device's
 * outbox in the same transaction as the change and sent to POST /api/sync/operations. The
 * server applies each key once, in the order it receives them, and answers the state after.
 */
import type { Bookmark, BookmarkAction } from '../bookmarks/bookmark-contracts';
import type { ShoppingList, ShoppingListAction } from '../shopping-list/shopping-list-contracts';

/**
 * A catalogue page section. `ancestors` is the page's parentCategoryTree (brand, vehicle,
 * major, minor) as it was when the note was written: with catHieId it gives the page's route
 * and the catalogue nodes the note lies under, with no catalogue request (so also offline).
 */
export interface PageNoteTarget {
  kind: 'page';
  catHieId: string;
  ancestors: string[];
  description: string;
}

export interface PartNoteTarget {
  kind: 'part';
  partNumber: string;
  description: string;
}

export interface Note {
  id: string;
  /** What the note is on: a catalogue page section, or a part number. */
  target: PageNoteTarget | PartNoteTarget;
  text: string;
  /** ISO date-time of the last edit on the device that made it. */
  updatedAt: string;
}

export type NoteAction = { action: 'save'; note: Note } | { action: 'delete'; id: string };

export type SyncOperation =
  | { idempotencyKey: string; entity: 'shoppingList'; createdAt: string; change: ShoppingListAction }
  | { idempotencyKey: string; entity: 'note'; createdAt: string; change: NoteAction }
  | { idempotencyKey: string; entity: 'bookmark'; createdAt: string; change: BookmarkAction };

/** Body of POST /api/sync/operations (at most 200 operations, oldest first). */
export interface SyncRequest {
  operations: SyncOperation[];
}

/** Reply: which keys were applied now and which had been applied before; the state after. */
export interface SyncReply {
  applied: string[];
  /** Keys applied by an earlier request, or earlier in this one. */
  alreadyApplied: string[];
  /**
   * An operation that can never apply (e.g. 'Unknown action.'): dropped with its reason. Its
   * key is recorded too, so a replay is answered here again with the same reason.
   */
  rejected: { idempotencyKey: string; message: string }[];
  shoppingList: ShoppingList;
  notes: Note[];
  /** The customer's c_epcBookmarks, newest first. */
  bookmarks: Bookmark[];
}

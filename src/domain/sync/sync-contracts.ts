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

/**
 * Why the server refused an operation, as a stable code a device can act on (the detail is
 * the English sentence for people):
 * - malformed-operation: not an operation at all (no usable idempotencyKey, entity or change,
 *   a createdAt that is not text, nested too deep or too large);
 * - invalid-text: a text holds a character that cannot be stored (NUL, a lone surrogate);
 * - unknown-entity: an entity this server does not know;
 * - unknown-action: the spec's 'Unknown action.';
 * - invalid-field: a field breaks its rule (a quantity out of range, an empty note text);
 * - rule-violated: the change meets a list it cannot apply to (a bookmark name taken meanwhile);
 * - not-storable: the database refused to store the change (a limit no check above knows).
 */
export const syncRefusalCodes = [
  'malformed-operation',
  'invalid-text',
  'unknown-entity',
  'unknown-action',
  'invalid-field',
  'rule-violated',
  'not-storable',
] as const;
export type SyncRefusalCode = (typeof syncRefusalCodes)[number];

export interface SyncRefusal {
  code: SyncRefusalCode;
  /** One English sentence saying what is wrong, naming the field where there is one. */
  detail: string;
}

/** What became of one operation of a request, in the request's order. */
export type SyncOperationResult =
  | { index: number; idempotencyKey: string; status: 'applied' | 'duplicate' }
  /** idempotencyKey is null when the operation carried none usable: nothing could be remembered. */
  | ({ index: number; idempotencyKey: string | null; status: 'refused' } & SyncRefusal);

/** Reply: what became of each operation, and the state after. */
export interface SyncReply {
  /** One entry per operation sent, in order: applied now, a duplicate (applied before), or refused with its reason. */
  results: SyncOperationResult[];
  applied: string[];
  /** Keys applied by an earlier request, or earlier in this one. */
  alreadyApplied: string[];
  /**
   * Operations that can never apply (e.g. 'Unknown action.'), with their reason; never
   * applied, and never blocking the others. The key is recorded with the refusal, so a
   * replay is refused again the same way (results say 'refused' again, not 'duplicate').
   */
  rejected: ({ idempotencyKey: string; message: string } & Pick<SyncRefusal, 'code'>)[];
  shoppingList: ShoppingList;
  notes: Note[];
  /** The customer's c_epcBookmarks, newest first. */
  bookmarks: Bookmark[];
}

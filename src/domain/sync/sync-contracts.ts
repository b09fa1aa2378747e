/**
 * The outbox protocol: every change a user makes on a device (shopping list, notes, bookmarks,
 * and their profile: history, preferences, export configuration, details) is an operation with an idempotency key, written to the device's
 * outbox in the same transaction as the change and sent to POST /api/sync/operations. The
 * server applies each key once, in the order it receives them, and answers the state after.
 */
import type { Bookmark, BookmarkAction } from '../bookmarks/bookmark-contracts';
import type { SearchCategory } from '../catalogue/catalogue-contracts';
import type { SearchHistoryEntry } from '../catalogue/search-history';
import type { ExportColumn, ShoppingList, ShoppingListAction } from '../shopping-list/shopping-list-contracts';

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

/** A decoded vehicle as the recent VINs keep it (catalogue spec, section 9): enough to open its catalogue again, offline too. */
export interface RecentVin {
  vin: string;
  catHieId: string;
  brand: string;
  modelName: string;
  modelYear: number;
  modelCode: string;
  featureCodes: string[];
}

export interface RecentRegistration {
  registration: string;
  vin: string;
}

/** A catalogue search (catalogue spec, section 2: search text, criteria, date and time), with the catalogue it searched so it can be run again. */
export interface StoredSearch extends SearchHistoryEntry {
  criteria: SearchCategory;
  catHieId: string;
}

/** What the shopping list's export dialog starts with (EPCUsers c_epcShoppingExportConfig). */
export interface ShoppingExportConfig {
  format: 'csv' | 'xml';
  /** In the spec's column order, at least one. */
  columns: ExportColumn[];
}

/** The profile details a user may change themselves (EPCUsers c_epcUserFirstName … c_epcCompanyAddress). */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  /** Digits, spaces, + ( ) - only; may be empty. */
  phone: string;
  companyName: string;
  companyAddress: string;
}

/**
 * One change to the user's EPCUsers profile (entity 'profile'). The history changes carry the
 * ISO date-time they happened (`at`): the lists are ordered by it, not by arrival, so two
 * devices' changes converge whatever order they reach the server in.
 */
export type ProfileChange =
  /** A decoded VIN goes first in c_epcLastTenVins. */
  | { action: 'recordVin'; vin: RecentVin; at: string }
  /** Marks or unmarks a favourite (c_epcFavouriteVins); the later `at` wins for one VIN. */
  | { action: 'setFavouriteVin'; vin: string; favourite: boolean; at: string }
  /** A registration decoded to a VIN goes first in c_epcLastTenRegistration. */
  | { action: 'recordRegistration'; registration: RecentRegistration; at: string }
  /** A catalogue search joins c_epcSearchHistory (the search history page's log). */
  | { action: 'recordSearch'; search: StoredSearch; at: string }
  /** A part number or description search beside the vehicle goes first in c_epcLastTenAddSearch. */
  | { action: 'recordAdditionalSearch'; search: StoredSearch; at: string }
  /** Forgets every search made up to `at` (history and the last ten additional searches). */
  | { action: 'clearSearchHistory'; at: string }
  /** c_epcUserLanguage / c_epcUserMarket, on the profile and the customer. */
  | { action: 'setPreferences'; language?: string; market?: string }
  | { action: 'setExportConfig'; config: ShoppingExportConfig }
  | { action: 'setDetails'; details: ProfileDetails };

export type ProfileChangeAction = ProfileChange['action'];

/** A history entry with the time it was made, by which the lists are ordered. */
export type Dated<T> = T & { at: string };

/** A favourite VIN's latest state: an unmarked one is kept (for a while) so an older mark arriving later cannot bring it back. */
export interface FavouriteVinMark {
  vin: string;
  favourite: boolean;
  at: string;
}

/**
 * The profile as the device keeps it and the server answers it: the EPCUsers fields of the
 * history, preferences, export configuration and details. Lists are newest first.
 */
export interface SyncedProfile {
  /** c_epcLastTenVins: at most ten, one per normalised VIN. */
  lastTenVins: Dated<RecentVin>[];
  /** c_epcFavouriteVins: marks and recent unmarks (favouriteVinsOf gives the favourites). */
  favouriteVins: FavouriteVinMark[];
  /** c_epcLastTenRegistration: at most ten, one per normalised registration. */
  lastTenRegistrations: Dated<RecentRegistration>[];
  /** c_epcSearchHistory: each search once (its timestamp is its `at`), at most searchHistoryLimit. */
  searchHistory: StoredSearch[];
  /** c_epcLastTenAddSearch: at most ten, one per text, criteria and catalogue. */
  lastTenAdditionalSearches: StoredSearch[];
  /** When the search history was last cleared: searches made before it stay forgotten. */
  searchHistoryClearedAt: string | null;
  exportConfig: ShoppingExportConfig;
  /** c_epcUserLanguage, a supported language. */
  language: string;
  /** c_epcUserMarket, a two-letter market code. */
  market: string;
  details: ProfileDetails;
}

export type SyncOperation =
  | { idempotencyKey: string; entity: 'shoppingList'; createdAt: string; change: ShoppingListAction }
  | { idempotencyKey: string; entity: 'note'; createdAt: string; change: NoteAction }
  | { idempotencyKey: string; entity: 'bookmark'; createdAt: string; change: BookmarkAction }
  | { idempotencyKey: string; entity: 'profile'; createdAt: string; change: ProfileChange };

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
  /** The user's EPCUsers profile fields the device keeps (absent from a server before issue 15). */
  profile?: SyncedProfile;
}

/** The rows of a user's database on this device (see user-db.ts). */
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import type {
  PartAvailability,
  PriceLookupPart,
  ShoppingListLine,
} from '../../../domain/shopping-list/shopping-list-contracts';
import type { SyncedState } from '../../../domain/sync/apply-sync-operation';
import type { SyncedProfile, SyncOperation, SyncRefusal } from '../../../domain/sync/sync-contracts';

/** A shopping list line with its place in the list (IndexedDB keeps rows by key, not by order). */
export interface StoredLine extends ShoppingListLine {
  position: number;
}

/** A bookmark with its place in the list, newest first (IndexedDB keeps rows by key, not by order). */
export interface StoredBookmark extends Bookmark {
  position: number;
}

/** A change made on this device and not yet acknowledged by the server. */
export interface OutboxEntry {
  /** Order of the changes on this device: the outbox is sent oldest first. */
  seq: number;
  /** Sent exactly as made; its idempotency key lets the server apply it once however often it arrives. */
  operation: SyncOperation;
  /** Requests that carried it and failed. */
  attempts: number;
  lastError: string | null;
  /**
   * Set when the server refused the change for good: it is never sent again (the server would
   * refuse its key the same way) and stays here, shown to the user with the reason, until the
   * user discards it or edits it into a new change.
   */
  refused?: RefusedMark;
}

export interface RefusedMark extends SyncRefusal {
  /** ISO date-time the refusal arrived. */
  at: string;
}

export const syncStateId = 'sync';

/** The one row saying how this device stands with the server. */
export interface SyncStateRow {
  id: typeof syncStateId;
  /** ISO date-time of the last reply applied. */
  lastSyncedAt: string | null;
  lastError: string | null;
  /** c_shoplistModificationDate of the list the server last answered. */
  serverModificationDate: string | null;
}

export const serverCopyId = 'server';

/**
 * The list, notes and bookmarks as the server last answered them, before this device's queued
 * changes are applied on top: what the device goes back to when the user discards a change the
 * server refused.
 */
export interface ServerCopyRow {
  id: typeof serverCopyId;
  state: SyncedState;
}

export const profileRowId = 'profile';

/** The user's profile as the device shows it: the server's copy with the queued profile changes on top. */
export interface ProfileRow {
  id: typeof profileRowId;
  profile: SyncedProfile;
}

/** The last price the lookup answered for a part, kept for pricing the list offline. */
export interface KnownPrice extends PriceLookupPart {
  /** ISO date-time of the lookup, shown beside prices used offline. */
  pricedAt: string;
  /** The market's currency (ISO 4217) when the parts table's lookup kept it (issue 20). */
  currency?: string;
  /** The dealer's stock at pricedAt, when the lookup that kept the row answered it (issue 20). */
  availability?: PartAvailability;
}

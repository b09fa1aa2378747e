/** The rows of a user's database on this device (see user-db.ts). */
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import type { PriceLookupPart, ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';

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
  /** Changes the server refused for good in the last reply (they are dropped, with the reason). */
  rejected: { idempotencyKey: string; message: string }[];
}

/** The last price the lookup answered for a part, kept for pricing the list offline. */
export interface KnownPrice extends PriceLookupPart {
  /** ISO date-time of the lookup, shown beside prices used offline. */
  pricedAt: string;
}

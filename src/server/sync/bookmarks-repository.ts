/**
 * The user's bookmarks as the customer's c_epcBookmarks (shell spec, section 3), the same field
 * the customer update (PATCH customers/:id) writes. The sync endpoint reads it under a row lock
 * and writes only that field back, so the other c_ fields are left as they are.
 */
import type { Bookmark } from '../../domain/bookmarks/bookmark-contracts';
import { readStoredBookmarks } from '../../domain/bookmarks/check-bookmark-action';
import type { Queryable } from '../db/database';
import { ClientError } from '../commerce/shop-api/client-error';

/** The customer's bookmarks, newest first; the row stays locked until the transaction ends. */
export async function lockBookmarks(tx: Queryable, customerId: string): Promise<Bookmark[]> {
  const [row] = await tx.query<{ bookmarks: unknown }>(
    `select custom_fields -> 'c_epcBookmarks' as bookmarks from customers where customer_id = $1 for update`,
    [customerId],
  );
  if (row === undefined) throw new ClientError(403, 'This sign-in has no customer record; please sign in again.');
  return readStoredBookmarks(row.bookmarks);
}

export async function saveBookmarks(tx: Queryable, customerId: string, bookmarks: readonly Bookmark[]): Promise<void> {
  await tx.query(
    `update customers
     set custom_fields = custom_fields || jsonb_build_object('c_epcBookmarks', $2::jsonb), last_modified = now()
     where customer_id = $1`,
    [customerId, JSON.stringify(bookmarks)],
  );
}

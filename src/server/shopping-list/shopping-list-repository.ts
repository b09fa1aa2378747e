/**
 * Reads and writes the user's EPCShoplist record through the custom objects repository. The
 * sync endpoint holds the record's row lock for the whole of a request, so requests for one
 * list apply one after another and none overwrites another's lines.
 */
import type { ShoppingList } from '../../domain/shopping-list/shopping-list-contracts';
import type { Queryable } from '../db/database';
import { ClientError } from '../commerce/shop-api/client-error';
import { isoTime } from '../commerce/shop-api/iso-time';
import {
  findCustomObject,
  saveCustomObject,
  type CustomObjectRow,
} from '../commerce/data-api/custom-objects/custom-object-repository';
import { linesOfStoredList, shoppingListFields, shoppingListType } from './shopping-list-record';

export const missingListKeyMessage = 'key_value_string is required to save a shopping list.';

/**
 * The user's list (key: the user id), locked until the transaction ends. A user without a
 * list gets an empty one first: a row lock needs a row, and two first requests racing on a
 * missing row would otherwise both write and one would lose the other's lines.
 */
export async function lockShoppingList(tx: Queryable, userId: string): Promise<ShoppingList> {
  await tx.query(
    `insert into custom_objects (type, key, data, last_modified) values ($1, $2, $3::jsonb, now())
     on conflict (type, key) do nothing`,
    [shoppingListType, userId, JSON.stringify(shoppingListFields(userId, [], new Date().toISOString()))],
  );
  const row = await findCustomObject(tx, shoppingListType, userId, { forUpdate: true });
  if (row === undefined) throw new Error(`The shopping list of ${userId} was not found after it was made.`);
  return shoppingListOf(row);
}

/** Saves the list under its key_value_string, owned by userId; a list without one is a 400 (catalogue spec, section 5). */
export async function saveShoppingList(tx: Queryable, list: ShoppingList, userId: string): Promise<ShoppingList> {
  if (list.key_value_string.trim() === '') throw new ClientError(400, missingListKeyMessage);
  const fields = shoppingListFields(userId, list.lines, list.c_shoplistModificationDate);
  return shoppingListOf(await saveCustomObject(tx, shoppingListType, list.key_value_string, fields));
}

/**
 * The spec's shopping list query (latest by modification date, first hit only) over the
 * user's own lists. A list is owned by its key, the user id, and never by a field a caller
 * writes (c_userId): otherwise anyone could plant a list in another user's answer.
 */
export async function findLatestShoppingList(db: Queryable, userId: string): Promise<CustomObjectRow | undefined> {
  return findCustomObject(db, shoppingListType, userId);
}

export function shoppingListOf(row: CustomObjectRow): ShoppingList {
  const modified = row.data['c_shoplistModificationDate'];
  return {
    key_value_string: row.key,
    lines: linesOfStoredList(row.data),
    c_shoplistModificationDate: typeof modified === 'string' ? modified : isoTime(row.last_modified),
  };
}

/** The basket_items table (migration 017): items priced by the server, in the order added. */
import type { Queryable } from '../../../db/database';
import type { SubscriptionPeriod } from '../../../../domain/subscription/subscription-period';

export interface NewItem {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  basePrice: string;
  period: SubscriptionPeriod | undefined;
}

export async function insertItem(db: Queryable, basketId: string, item: NewItem): Promise<void> {
  await db.query(
    `insert into basket_items (basket_id, item_id, position, product_id, product_name, quantity, base_price, subscription_period)
     select $1, $2, coalesce(max(position), 0) + 1, $3, $4, $5, $6::numeric, $7 from basket_items where basket_id = $1`,
    [basketId, item.itemId, item.productId, item.productName, item.quantity, item.basePrice, item.period ?? null],
  );
}

/** A second subscription replaces the first: at most one per basket. */
export async function deleteSubscriptionItems(db: Queryable, basketId: string): Promise<void> {
  await db.query('delete from basket_items where basket_id = $1 and subscription_period is not null', [basketId]);
}

export async function addToItemQuantity(db: Queryable, basketId: string, itemId: string, quantity: number) {
  await db.query('update basket_items set quantity = least(quantity + $3, 999) where basket_id = $1 and item_id = $2', [
    basketId,
    itemId,
    quantity,
  ]);
}

export async function setItemQuantity(db: Queryable, basketId: string, itemId: string, quantity: number) {
  await db.query('update basket_items set quantity = $3 where basket_id = $1 and item_id = $2', [
    basketId,
    itemId,
    quantity,
  ]);
}

export async function setItemPrice(db: Queryable, basketId: string, itemId: string, basePrice: string) {
  await db.query('update basket_items set base_price = $3::numeric where basket_id = $1 and item_id = $2', [
    basketId,
    itemId,
    basePrice,
  ]);
}

export async function deleteItem(db: Queryable, basketId: string, itemId: string): Promise<boolean> {
  const rows = await db.query('delete from basket_items where basket_id = $1 and item_id = $2 returning item_id', [
    basketId,
    itemId,
  ]);
  return rows.length > 0;
}

/** Coupons (migration 017, demo codes in demo-data/subscriptions/demo-coupons.ts) on a basket. */
import type { Queryable } from '../../../db/database';

/** The enabled coupon of this code, matched without regard to case. */
export async function findCouponCode(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>('select code from coupons where code = upper($1) and enabled', [code]);
  return row?.code;
}

/** Answers false when the basket already holds the code. */
export async function addBasketCoupon(db: Queryable, basketId: string, couponItemId: string, code: string) {
  const rows = await db.query(
    `insert into basket_coupons (basket_id, coupon_item_id, code) values ($1, $2, $3)
     on conflict (basket_id, code) do nothing returning coupon_item_id`,
    [basketId, couponItemId, code],
  );
  return rows.length > 0;
}

export async function deleteBasketCoupon(db: Queryable, basketId: string, couponItemId: string): Promise<boolean> {
  const rows = await db.query(
    'delete from basket_coupons where basket_id = $1 and coupon_item_id = $2 returning coupon_item_id',
    [basketId, couponItemId],
  );
  return rows.length > 0;
}

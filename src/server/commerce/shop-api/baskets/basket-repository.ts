/**
 * The baskets table (migration 017) and the read of a whole basket: its row, items, payment
 * instrument and coupons. A basket is read only together with its owner's customer id, so a
 * basket id of someone else's finds nothing, as an unknown one does.
 */
import type { Queryable } from '../../../db/database';

/** An address as the baskets routes store it (basket-schema.ts orderAddressSchema). */
export interface StoredAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string;
  city: string;
  postal_code: string;
  state_code?: string;
  country_code: string;
  phone?: string;
}

export interface BasketRow {
  basket_id: string;
  customer_id: string;
  usid: string;
  currency: string;
  customer_email: string | null;
  billing_address: StoredAddress | null;
  shipping_address: StoredAddress | null;
  shipping_method_id: string | null;
  order_attempt_at: Date | string | null;
  created_at: Date | string;
  last_modified: Date | string;
}

export interface ItemRow {
  item_id: string;
  product_id: string;
  product_name: string;
  quantity: number;
  /** numeric(12,2) as text: no cent is lost. */
  base_price: string;
  subscription_period: 'hour' | 'day' | 'month' | 'year' | null;
}

export interface PaymentRow {
  payment_instrument_id: string;
  payment_method_id: string;
  card_type: string;
  holder: string;
  masked_number: string;
  number_last_digits: string;
  expiration_month: number;
  expiration_year: number;
  processor_token: string;
}

export interface CouponRow {
  coupon_item_id: string;
  code: string;
  description: string;
  percent_off: string;
  applies_to: 'subscription' | 'parts' | 'any';
}

export interface StoredBasket {
  basket: BasketRow;
  items: ItemRow[];
  payments: PaymentRow[];
  coupons: CouponRow[];
}

const basketColumns = `basket_id, customer_id, usid, currency, customer_email, billing_address, shipping_address,
  shipping_method_id, order_attempt_at, created_at, last_modified`;

/** The basket if it is this customer's; `lock` holds its row for the rest of the transaction. */
export async function findOwnBasket(
  db: Queryable,
  basketId: string,
  customerId: string,
  options: { lock?: boolean } = {},
): Promise<StoredBasket | undefined> {
  const [basket] = await db.query<BasketRow>(
    `select ${basketColumns} from baskets where basket_id = $1 and customer_id = $2${options.lock === true ? ' for update' : ''}`,
    [basketId, customerId],
  );
  if (basket === undefined) return undefined;
  return readBasketParts(db, basket);
}

async function readBasketParts(db: Queryable, basket: BasketRow): Promise<StoredBasket> {
  const items = await db.query<ItemRow>(
    `select item_id, product_id, product_name, quantity, base_price::text as base_price, subscription_period
     from basket_items where basket_id = $1 order by position`,
    [basket.basket_id],
  );
  const payments = await db.query<PaymentRow>(
    `select payment_instrument_id, payment_method_id, card_type, holder, masked_number, number_last_digits,
       expiration_month, expiration_year, processor_token
     from basket_payment_instruments where basket_id = $1 order by created_at, payment_instrument_id`,
    [basket.basket_id],
  );
  const coupons = await db.query<CouponRow>(
    `select bc.coupon_item_id, c.code, c.description, c.percent_off::text as percent_off, c.applies_to
     from basket_coupons bc join coupons c on c.code = bc.code
     where bc.basket_id = $1 order by bc.created_at, bc.coupon_item_id`,
    [basket.basket_id],
  );
  return { basket, items, payments, coupons };
}

export interface NewBasket {
  basketId: string;
  customerId: string;
  usid: string;
  currency: string;
}

/** Answers false when the token's customer has no customers row (nothing is written). */
export async function insertBasket(db: Queryable, basket: NewBasket): Promise<boolean> {
  const rows = await db.query(
    `insert into baskets (basket_id, customer_id, usid, currency, customer_email)
     select $1, customer_id, $3, $4, email from customers where customer_id = $2
     returning basket_id`,
    [basket.basketId, basket.customerId, basket.usid, basket.currency],
  );
  return rows.length > 0;
}

export type BasketFields = Partial<{
  currency: string;
  customer_email: string;
  billing_address: StoredAddress;
  shipping_address: StoredAddress;
  shipping_method_id: string;
}>;

const jsonColumns = new Set(['billing_address', 'shipping_address']);

/** Sets the named columns and last_modified. */
export async function updateBasket(db: Queryable, basketId: string, fields: BasketFields): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}${jsonColumns.has(column) ? '::jsonb' : ''}`);
  await db.query(`update baskets set ${[...sets, 'last_modified = now()'].join(', ')} where basket_id = $1`, [
    basketId,
    ...entries.map(([column, value]) => (jsonColumns.has(column) ? JSON.stringify(value) : value)),
  ]);
}

export async function touchBasket(db: Queryable, basketId: string): Promise<void> {
  await db.query('update baskets set last_modified = now() where basket_id = $1', [basketId]);
}

export async function deleteBasket(db: Queryable, basketId: string): Promise<void> {
  await db.query('delete from baskets where basket_id = $1', [basketId]);
}

/** A guest's baskets made in this shopper session (newest first), for the merge after sign-in. */
export async function findGuestBasketIds(db: Queryable, usid: string, exceptCustomerId: string): Promise<string[]> {
  const rows = await db.query<{ basket_id: string }>(
    `select b.basket_id from baskets b join customers c on c.customer_id = b.customer_id
     where b.usid = $1 and c.auth_type = 'guest' and b.customer_id <> $2
     order by b.created_at desc`,
    [usid, exceptCustomerId],
  );
  return rows.map((row) => row.basket_id);
}

/** Reads a basket by id alone: only for a merge, whose source is the guest's. */
export async function findBasketById(db: Queryable, basketId: string): Promise<StoredBasket | undefined> {
  const [basket] = await db.query<BasketRow>(`select ${basketColumns} from baskets where basket_id = $1 for update`, [
    basketId,
  ]);
  return basket === undefined ? undefined : readBasketParts(db, basket);
}

/**
 * Marks the basket as being ordered, unless another POST orders marked it in the last two
 * minutes (a crashed attempt is not kept forever). Answers whether this call holds it.
 */
export async function claimBasketForOrder(db: Queryable, basketId: string): Promise<boolean> {
  const rows = await db.query(
    `update baskets set order_attempt_at = now()
     where basket_id = $1 and (order_attempt_at is null or order_attempt_at < now() - interval '2 minutes')
     returning basket_id`,
    [basketId],
  );
  return rows.length > 0;
}

export async function releaseBasketOrderClaim(db: Queryable, basketId: string): Promise<void> {
  await db.query('update baskets set order_attempt_at = null where basket_id = $1', [basketId]);
}

/**
 * The orders table (migrations 004 and 017): reads, and the write of an order placed from a
 * basket (place-order.ts).
 */
import type { Queryable } from '../../../db/database';
import type { StoredAddress } from '../baskets/basket-repository';
import { isoTime } from '../iso-time';

interface OrderRow {
  order_no: string;
  customer_id: string;
  status: string;
  currency: string;
  product_total: string | number;
  tax_total: string | number;
  order_total: string | number;
  customer_email: string | null;
  product_items: unknown[];
  created_at: Date | string;
  last_modified: Date | string;
  product_sub_total: string | number | null;
  billing_address: StoredAddress | null;
  payment_instruments: unknown[];
  payment_status: string | null;
  coupon_items: unknown[];
  subscription_end_date: string | null;
}

const columns = `order_no, customer_id, status, currency, product_total, tax_total, order_total, customer_email,
  product_items, created_at, last_modified, product_sub_total, billing_address, payment_instruments, payment_status,
  coupon_items, subscription_end_date`;

export interface NewOrder {
  basketId: string;
  customerId: string;
  currency: string;
  customerEmail: string | null;
  productSubTotal: string;
  productTotal: string;
  taxTotal: string;
  orderTotal: string;
  productItems: unknown[];
  couponItems: unknown[];
  billingAddress: StoredAddress;
  paymentInstruments: unknown[];
  paymentTransactionId: string;
  subscriptionEndDate: string | undefined;
}

/** Writes a paid, completed order with the next order number; a basket already ordered fails its unique key. */
export async function insertPaidOrder(db: Queryable, order: NewOrder) {
  const [row] = await db.query<OrderRow>(
    `insert into orders (order_no, customer_id, status, currency, product_sub_total, product_total, tax_total,
       order_total, customer_email, product_items, coupon_items, billing_address, payment_instruments, payment_status,
       payment_transaction_id, subscription_end_date, basket_id)
     values (lpad(nextval('order_numbers')::text, 8, '0'), $1, 'completed', $2, $3::numeric, $4::numeric, $5::numeric,
       $6::numeric, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb, 'paid', $12, $13, $14)
     returning ${columns}`,
    [
      order.customerId,
      order.currency,
      order.productSubTotal,
      order.productTotal,
      order.taxTotal,
      order.orderTotal,
      order.customerEmail,
      JSON.stringify(order.productItems),
      JSON.stringify(order.couponItems),
      JSON.stringify(order.billingAddress),
      JSON.stringify(order.paymentInstruments),
      order.paymentTransactionId,
      order.subscriptionEndDate ?? null,
      order.basketId,
    ],
  );
  if (row === undefined) throw new Error('The new order row was not returned.');
  return orderDocument(row);
}

export async function findOrder(db: Queryable, orderNo: string) {
  const [row] = await db.query<OrderRow>(`select ${columns} from orders where order_no = $1`, [orderNo]);
  return row === undefined ? undefined : orderDocument(row);
}

export async function listCustomerOrders(db: Queryable, customerId: string, page: { offset: number; limit: number }) {
  const rows = await db.query<OrderRow>(
    `select ${columns} from orders where customer_id = $1
     order by created_at desc, order_no
     limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  const [total] = await db.query<{ count: number }>(
    'select count(*)::int as count from orders where customer_id = $1',
    [customerId],
  );
  return { data: rows.map(orderDocument), total: total?.count ?? 0 };
}

export type OrderDocument = ReturnType<typeof orderDocument>;

function orderDocument(row: OrderRow) {
  return {
    order_no: row.order_no,
    status: row.status,
    currency: row.currency,
    // numeric columns arrive as text from pg, so that no cent is lost; the API sends numbers.
    product_total: Number(row.product_total),
    tax_total: Number(row.tax_total),
    order_total: Number(row.order_total),
    customer_info: {
      customer_id: row.customer_id,
      ...(row.customer_email === null ? {} : { email: row.customer_email }),
    },
    product_items: row.product_items,
    ...(row.product_sub_total === null ? {} : { product_sub_total: Number(row.product_sub_total) }),
    ...(row.billing_address === null ? {} : { billing_address: row.billing_address }),
    payment_instruments: row.payment_instruments,
    ...(row.payment_status === null ? {} : { payment_status: row.payment_status }),
    coupon_items: row.coupon_items,
    ...(row.subscription_end_date === null ? {} : { c_subscriptionEndDate: row.subscription_end_date }),
    creation_date: isoTime(row.created_at),
    last_modified: isoTime(row.last_modified),
  };
}

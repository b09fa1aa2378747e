/** Reads of the orders table (migration 004); orders are written by the basket flow. */
import type { Queryable } from '../../../db/database';
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
}

const columns = `order_no, customer_id, status, currency, product_total, tax_total, order_total, customer_email,
  product_items, created_at, last_modified`;

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
    creation_date: isoTime(row.created_at),
    last_modified: isoTime(row.last_modified),
  };
}

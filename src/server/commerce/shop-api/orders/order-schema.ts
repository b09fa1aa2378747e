/**
 * An order as the shop API sends it (order-repository.ts builds it), and GET orders/:orderNo,
 * typed once with TypeBox. Its product items are stored as the basket flow wrote them, so they
 * stay open and none of their fields is dropped.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { storedAddressSchema } from '../baskets/basket-schema';
import type { OrderDocument } from './order-repository';

export const orderDocumentSchema = Type.Object({
  order_no: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  product_total: Type.Number(),
  tax_total: Type.Number(),
  order_total: Type.Number(),
  customer_info: Type.Object({ customer_id: Type.String(), email: Type.Optional(Type.String()) }),
  product_items: Type.Array(Type.Unknown({ description: 'A product item, as the basket flow stored it' })),
  product_sub_total: Type.Optional(Type.Number()),
  billing_address: Type.Optional(storedAddressSchema),
  payment_instruments: Type.Array(
    Type.Unknown({ description: 'A payment instrument charged, masked as the basket showed it; never a token' }),
  ),
  payment_status: Type.Optional(Type.String({ description: 'not_paid, part_paid or paid' })),
  coupon_items: Type.Array(Type.Unknown({ description: 'A coupon applied, as the basket showed it' })),
  c_subscriptionEndDate: Type.Optional(
    Type.String({ description: 'The subscription end (ISO 8601 instant) this order moved it to' }),
  ),
  creation_date: Type.String({ description: 'ISO 8601 time' }),
  last_modified: Type.String({ description: 'ISO 8601 time' }),
});

// The schema and the document the repository builds describe the same object.
const sameShape: OrderDocument = {} as Static<typeof orderDocumentSchema>;
void sameShape;

export const orderSchema = {
  params: Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 200: orderDocumentSchema, '4xx': problemDetailsSchema },
};

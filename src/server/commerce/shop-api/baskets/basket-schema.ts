/**
 * The basket document (basket-document.ts builds it) and the parameters every baskets route
 * shares, typed once with TypeBox. Reply schemas list every field: Fastify's serializer drops
 * what a schema leaves out, so a card's token could not slip out through a reply.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import type { BasketDocument } from './basket-document';

const text = (maxLength: number) => Type.String({ maxLength });

export const addressFields = {
  first_name: Type.String({ minLength: 1, maxLength: 256 }),
  last_name: Type.String({ minLength: 1, maxLength: 256 }),
  address1: Type.String({ minLength: 1, maxLength: 256 }),
  address2: Type.Optional(text(256)),
  city: Type.String({ minLength: 1, maxLength: 256 }),
  postal_code: Type.String({ minLength: 1, maxLength: 32 }),
  state_code: Type.Optional(text(64)),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', examples: ['GB'] }),
  phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+() .-]*$', examples: ['+44 20 7946 0000'] })),
};

export const orderAddressSchema = Type.Object(addressFields, { additionalProperties: false });

export const storedAddressSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  address1: Type.String(),
  address2: Type.Optional(Type.String()),
  city: Type.String(),
  postal_code: Type.String(),
  state_code: Type.Optional(Type.String()),
  country_code: Type.String(),
  phone: Type.Optional(Type.String()),
});

export const shippingMethodSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
});

export const maskedPaymentInstrumentSchema = Type.Object({
  payment_instrument_id: Type.String(),
  payment_method_id: Type.String(),
  amount: Type.Number(),
  payment_card: Type.Object({
    card_type: Type.String(),
    holder: Type.String(),
    masked_number: Type.String(),
    number_last_digits: Type.String(),
    expiration_month: Type.Integer(),
    expiration_year: Type.Integer(),
  }),
});

export const couponItemSchema = Type.Object({
  coupon_item_id: Type.String(),
  code: Type.String(),
  description: Type.String(),
  status_code: Type.String(),
  valid: Type.Boolean(),
});

export const productItemSchema = Type.Object({
  item_id: Type.String(),
  product_id: Type.String(),
  product_name: Type.String(),
  quantity: Type.Integer(),
  base_price: Type.Number(),
  price: Type.Number(),
  price_after_order_discount: Type.Number(),
  price_adjustments: Type.Optional(Type.Array(Type.Object({ coupon_code: Type.String(), price: Type.Number() }))),
  c_subscriptionPeriod: Type.Optional(
    Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('month'), Type.Literal('year')]),
  ),
});

export const basketDocumentSchema = Type.Object({
  basket_id: Type.String(),
  currency: Type.String(),
  customer_info: Type.Object({ customer_id: Type.String(), email: Type.Optional(Type.String()) }),
  product_items: Type.Array(productItemSchema),
  shipments: Type.Array(
    Type.Object({
      shipment_id: Type.String(),
      shipping_address: Type.Optional(storedAddressSchema),
      shipping_method: Type.Optional(shippingMethodSchema),
    }),
  ),
  payment_instruments: Type.Array(maskedPaymentInstrumentSchema),
  billing_address: Type.Optional(storedAddressSchema),
  coupon_items: Type.Array(couponItemSchema),
  product_sub_total: Type.Number(),
  product_total: Type.Number(),
  shipping_total: Type.Number(),
  tax_total: Type.Number(),
  order_total: Type.Number(),
  creation_date: Type.String({ description: 'ISO 8601 time' }),
  last_modified: Type.String({ description: 'ISO 8601 time' }),
});

// The schema and the document the builder makes describe the same object.
const sameShape: Static<typeof basketDocumentSchema> = {} as BasketDocument;
void sameShape;

const id = Type.String({ minLength: 1, maxLength: 64 });

export const basketParams = Type.Object({ siteId: Type.String(), basketId: id });
export const itemParams = Type.Object({ siteId: Type.String(), basketId: id, itemId: id });
export const shipmentParams = Type.Object({ siteId: Type.String(), basketId: id, shipmentId: id });

export const basketReply = { 200: basketDocumentSchema, '4xx': problemDetailsSchema, '5xx': problemDetailsSchema };

export const currencyField = Type.String({ pattern: '^[A-Z]{3}$', examples: ['GBP'] });

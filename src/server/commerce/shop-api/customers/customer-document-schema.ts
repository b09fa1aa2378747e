/**
 * The customer as the shop API sends it (customer-document.ts builds it), as a reply schema.
 * The c_ custom fields are stored as the app wrote them and vary, so the object stays open and
 * none of them is dropped; fields never set are left out, so only the id, the auth type and
 * the times are always there.
 */
import { Type } from '@fastify/type-provider-typebox';
import { addressDocumentSchema } from './addresses/address-schema';
import { paymentInstrumentDocumentSchema } from './payment-instruments/payment-instrument-schema';

export const customerDocumentSchema = Type.Object(
  {
    customer_id: Type.String(),
    auth_type: Type.String(),
    login: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    addresses: Type.Optional(Type.Array(addressDocumentSchema)),
    payment_instruments: Type.Optional(Type.Array(paymentInstrumentDocumentSchema)),
    creation_date: Type.String({ description: 'ISO 8601 time' }),
    last_modified: Type.String({ description: 'ISO 8601 time' }),
  },
  { additionalProperties: true, description: 'The customer: these and its c_ custom fields.' },
);

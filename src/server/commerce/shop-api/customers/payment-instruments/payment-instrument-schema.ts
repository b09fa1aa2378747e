/**
 * Saved payment cards (shop API customer_payment_instrument), typed once with TypeBox. The
 * request carries the card number once; the reply and the database only ever hold its masked
 * form, so the reply schema has no number field to leak one through.
 */
import { Type } from '@fastify/type-provider-typebox';
import { cardNumberPattern } from '../../../../../domain/commerce/payment-card';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';

const paymentInstrumentRequest = Type.Object(
  {
    payment_method_id: Type.Enum(['CREDIT_CARD']),
    payment_card: Type.Object(
      {
        card_type: Type.String({ minLength: 1, maxLength: 32 }),
        // No example here: a validation message must never echo a card number.
        number: Type.String({ pattern: cardNumberPattern }),
        holder: Type.String({ minLength: 1, maxLength: 256 }),
        expiration_month: Type.Integer({ minimum: 1, maximum: 12 }),
        expiration_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const paymentInstrumentDocumentSchema = Type.Object({
  payment_instrument_id: Type.String(),
  payment_method_id: Type.String(),
  payment_card: Type.Object({
    card_type: Type.String(),
    holder: Type.String(),
    masked_number: Type.String(),
    number_last_digits: Type.String(),
    expiration_month: Type.Integer(),
    expiration_year: Type.Integer(),
  }),
  creation_date: Type.String({ description: 'ISO 8601 time' }),
  last_modified: Type.String({ description: 'ISO 8601 time' }),
});

export const createPaymentInstrumentSchema = {
  params: Type.Object({ customerId: Type.String() }),
  body: paymentInstrumentRequest,
  response: { 200: paymentInstrumentDocumentSchema, '4xx': problemDetailsSchema },
};

export const deletePaymentInstrumentSchema = {
  params: Type.Object({ customerId: Type.String(), paymentInstrumentId: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 204: Type.Null({ description: 'Deleted; no body.' }), '4xx': problemDetailsSchema },
};

/**
 * Saved payment cards (shop API customer_payment_instrument). The request carries the card
 * number once; the reply and the database only ever hold its masked form.
 */
export interface PaymentInstrumentRequest {
  payment_method_id: 'CREDIT_CARD';
  payment_card: {
    card_type: string;
    number: string;
    holder: string;
    expiration_month: number;
    expiration_year: number;
  };
}

export interface PaymentInstrumentParams {
  customerId: string;
  paymentInstrumentId: string;
}

export const createPaymentInstrumentSchema = {
  body: {
    type: 'object',
    required: ['payment_method_id', 'payment_card'],
    additionalProperties: false,
    properties: {
      payment_method_id: { type: 'string', enum: ['CREDIT_CARD'] },
      payment_card: {
        type: 'object',
        required: ['card_type', 'number', 'holder', 'expiration_month', 'expiration_year'],
        additionalProperties: false,
        properties: {
          card_type: { type: 'string', minLength: 1, maxLength: 32 },
          // No example here: a validation message must never echo a card number.
          number: { type: 'string', pattern: '^[0-9]{12,19}$' },
          holder: { type: 'string', minLength: 1, maxLength: 256 },
          expiration_month: { type: 'integer', minimum: 1, maximum: 12 },
          expiration_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        },
      },
    },
  },
} as const;

export const deletePaymentInstrumentSchema = {
  params: {
    type: 'object',
    required: ['paymentInstrumentId'],
    properties: { paymentInstrumentId: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

/**
 * POST gift_certificate {gift_certificate_code} (shell spec, section 7, "also served"): the
 * platform's gift certificate document, typed once with TypeBox. The full code is only ever
 * in the request; the answer has the masked one. c_currency is the currency of the amounts.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import type { GiftCertificateDocument } from './gift-certificate-repository';

export const giftCertificateDocumentSchema = Type.Object({
  amount: Type.Number(),
  balance: Type.Number(),
  c_currency: Type.String({ description: 'ISO 4217 currency of amount and balance' }),
  description: Type.String(),
  enabled: Type.Boolean(),
  masked_gift_certificate_code: Type.String({ description: "All but the last four characters replaced by '*'" }),
  merchant_id: Type.String(),
  message: Type.String(),
  recipient_email: Type.String(),
  recipient_name: Type.String(),
  sender_name: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('issued'),
    Type.Literal('partially_redeemed'),
    Type.Literal('redeemed'),
  ]),
});

// The schema and the document the repository builds describe the same object.
const sameShape: GiftCertificateDocument = {} as Static<typeof giftCertificateDocumentSchema>;
void sameShape;

export const giftCertificateSchema = {
  // No example: a validation message must never echo a code.
  body: Type.Object(
    { gift_certificate_code: Type.String({ minLength: 1, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  response: { 200: giftCertificateDocumentSchema, '4xx': problemDetailsSchema },
};

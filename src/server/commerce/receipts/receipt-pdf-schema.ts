/** GET /api/receipts/:orderNo: the product's own addition for the subscription page's receipts. */
import { Type } from '@fastify/type-provider-typebox';
import { langCodeSchema } from '../../catalogue/catalogue-schema-parts';

export const receiptPdfSchema = {
  description:
    "An order's receipt as application/pdf, in the language of langCode (English where it has no translation) " +
    'with dates in timeZone (UTC when not given); a problem details 404 for an order that is not the caller’s.',
  params: Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) }),
  querystring: Type.Object({
    langCode: Type.Optional(Type.Union([langCodeSchema, Type.Literal('in')])),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, examples: ['Europe/London'] })),
  }),
};

/**
 * POST /catalogue/api/v1/priceLookup (catalogue spec, section 7: the fields are the spec's,
 * the path this product's). apn is the part numbers joined with commas, at most 500.
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxLookupPartNumbers } from '../../../domain/shopping-list/shopping-list-contracts';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { langCodeSchema, marketPattern, priceLookupOfferSchema } from '../pricing-schema-parts';

export { maxLookupPartNumbers };
export const maxPartNumberLength = 40;

export const priceLookupSchema = {
  description:
    "Prices, rates and availability (the dealer's stock and lead time in days) of part numbers in one of the caller's markets, for the caller's own dealer.",
  body: Type.Object(
    {
      // Empty, or a retailer id: a dealer code, jlr_internal or default.
      dealerCode: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', examples: ['006CC'] }),
      market: Type.Optional(Type.String({ pattern: marketPattern, default: 'GB', examples: ['GB'] })),
      brand: Type.Optional(Type.String({ maxLength: 20, default: '' })),
      apn: Type.String({
        minLength: 1,
        maxLength: maxLookupPartNumbers * (maxPartNumberLength + 1),
        examples: ['SB21-9G546-AA,W505814-S466'],
      }),
      langCode: Type.Optional(langCodeSchema),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ parts: Type.Array(priceLookupOfferSchema) }),
    '4xx': problemDetailsSchema,
  },
};

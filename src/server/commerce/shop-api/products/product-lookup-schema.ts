/**
 * GET products/{id} and products/({id},{id}) (shell spec, section 7). The currency is sent on
 * single and multiple lookups alike; the locale, as on every shop API call but customers',
 * picks the language of the names.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Product, ProductResult } from '../../../../domain/recommendations/product-lookup-contracts';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

/** A catalogue part number, as the parts table keeps them ('SB21-9Z873-AA', 'W503369-S511'). */
export const partNumberPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

const product = Type.Object({
  id: Type.String(),
  name: Type.String(),
  brand: Type.String(),
  currency: Type.String({ description: 'The currency the lookup was sent with' }),
  price: Type.Optional(Type.Number({ description: 'Subscription products: the price in the currency' })),
  c_subscriptionPeriod: Type.Optional(
    Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('month'), Type.Literal('year')], {
      description: 'Subscription products: the period sold',
    }),
  ),
});

const productResult = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  data: Type.Array(product),
});

// The schemas and the domain's contract types describe the same objects.
const sameProduct: Product = {} as Static<typeof product>;
const sameResult: ProductResult = {} as Static<typeof productResult>;
void sameProduct;
void sameResult;

export const productLookupSchema = {
  /**
   * The ids segment, matched as a wildcard: the router limits a named parameter to 100
   * characters, and a comma list of 24 part numbers is longer.
   */
  params: Type.Object({ '*': Type.String({ minLength: 1, maxLength: 2000 }) }),
  querystring: Type.Object({
    currency: Type.String({ pattern: '^[A-Z]{3}$', examples: ['GBP'] }),
    locale: Type.Optional(Type.String({ pattern: '^(default|[a-z]{2,3}(-[A-Z]{2})?)$', examples: ['en-GB'] })),
  }),
  response: {
    200: Type.Union([product, productResult], {
      description: 'One product for a single id; a list for ids in parentheses',
    }),
    '4xx': problemDetailsSchema,
  },
};

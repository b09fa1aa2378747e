/**
 * GET product_search and GET search_suggestion (shell spec, section 7, "also served"), in the
 * platform's snake_case shapes, typed once with TypeBox.
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxPagingOffset } from '../../../http/numeric-bounds';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { shopLocaleSchema } from '../shop-locale-schema';

const query = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', examples: ['brake'] });
const currency = Type.String({ pattern: '^[A-Z]{3}$', examples: ['GBP'] });

const productHit = Type.Object({
  product_id: Type.String(),
  product_name: Type.String(),
  hit_type: Type.Literal('product'),
  link: Type.String({ description: 'The product lookup of this product' }),
  currency: Type.String(),
  price: Type.Optional(Type.Number({ description: 'Absent when no market of the currency prices the part' })),
});

export type ProductHit = {
  product_id: string;
  product_name: string;
  hit_type: 'product';
  link: string;
  currency: string;
  price?: number;
};

export const productSearchSchema = {
  params: Type.Object({ siteId: Type.String() }),
  querystring: Type.Object({
    q: query,
    currency: Type.Optional(currency),
    count: Type.Integer({ minimum: 1, maximum: 200, default: 25 }),
    start: Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 }),
    refine: Type.Optional(Type.String({ maxLength: 100, examples: ['price=(10..50)'] })),
    locale: Type.Optional(shopLocaleSchema),
  }),
  response: {
    200: Type.Object({
      count: Type.Integer({ minimum: 0 }),
      start: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 }),
      query: Type.String(),
      hits: Type.Array(productHit),
      selected_refinements: Type.Optional(Type.Record(Type.String(), Type.String())),
      next: Type.Optional(Type.String({ description: 'The URL of the next page' })),
      previous: Type.Optional(Type.String({ description: 'The URL of the previous page' })),
    }),
    '4xx': problemDetailsSchema,
  },
};

const suggestedTerm = Type.Object({
  value: Type.String(),
  completed: Type.Boolean(),
  corrected: Type.Boolean(),
  exact_match: Type.Boolean(),
});

export const searchSuggestionSchema = {
  params: Type.Object({ siteId: Type.String() }),
  querystring: Type.Object({
    q: query,
    count: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
    currency: Type.Optional(currency),
    locale: Type.Optional(shopLocaleSchema),
  }),
  response: {
    200: Type.Object({
      query: Type.String(),
      product_suggestions: Type.Object({
        products: Type.Array(Type.Omit(productHit, ['hit_type'])),
        suggested_terms: Type.Array(Type.Object({ original_term: Type.String(), terms: Type.Array(suggestedTerm) })),
      }),
    }),
    '4xx': problemDetailsSchema,
  },
};

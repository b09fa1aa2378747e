/**
 * POST personalization/recs/{siteId}/{recommender} and personalization/{siteId}/zones/{zone}/recs
 * (shell spec, section 7): the body names the products the shopper is looking at (none is
 * fine: 'recently viewed' needs none) and the visitor. Unknown recommenders and zones are
 * answered 404 by the routes, so the names are not listed here.
 */
import { maxProductsPerBody } from '../../../domain/recommendations/recommendation-contracts';
import { productRefSchema, siteIdParam, visitorProperties } from '../visitor-schema';

const nameParam = { type: 'string', minLength: 1, maxLength: 100 } as const;

const body = {
  type: 'object',
  required: ['products', 'cookieId'],
  additionalProperties: false,
  properties: {
    products: { type: 'array', maxItems: maxProductsPerBody, items: productRefSchema },
    ...visitorProperties,
  },
} as const;

export const recsByRecommenderSchema = {
  params: { type: 'object', required: ['siteId', 'recommender'], properties: { ...siteIdParam, recommender: nameParam } },
  body,
} as const;

export const recsByZoneSchema = {
  params: { type: 'object', required: ['siteId', 'zone'], properties: { ...siteIdParam, zone: nameParam } },
  body,
} as const;

/** Schema parts every recommendation route shares (shell spec, section 7), typed with TypeBox. */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { RecommendedProductRef } from '../../domain/recommendations/recommendation-contracts';
import { problemDetailsSchema } from '../http/problem-details-schema';

/** userId when the shopper is known, cookieId (the session's usid) always. */
export const visitorProperties = {
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  cookieId: Type.String({ minLength: 1, maxLength: 256 }),
};

/** A product a body names: shell spec, section 3, products (id, sku, altId, altIdType). */
export const productRefProperties = {
  id: Type.String({ minLength: 1, maxLength: 64 }),
  sku: Type.Optional(Type.String({ maxLength: 64 })),
  altId: Type.Optional(Type.String({ maxLength: 64 })),
  altIdType: Type.Optional(Type.String({ maxLength: 64 })),
};

export const productRefSchema = Type.Object(productRefProperties, { additionalProperties: false });

export const siteIdParam = { siteId: Type.String({ minLength: 1, maxLength: 64 }) };

/**
 * The answers of every recommendation route besides its 200: a bad body (400), a missing
 * client id or token (401), another visitor's ids (403), an unknown site or name (404).
 */
export function recommendationResponses<Success extends TSchema>(success: Success) {
  return {
    200: success,
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
    404: problemDetailsSchema,
  };
}

// The schema and the domain's contract describe the same product reference.
const sameProductRef: RecommendedProductRef = {} as Static<typeof productRefSchema>;
void sameProductRef;

/** Schema parts every recommendation body shares (shell spec, section 7). */

/** userId when the shopper is known, cookieId (the session's usid) always. */
export const visitorProperties = {
  userId: { type: 'string', minLength: 1, maxLength: 256 },
  cookieId: { type: 'string', minLength: 1, maxLength: 256 },
} as const;

/** A product a body names: spec, section 3, products (id, sku, altId, altIdType). */
export const productRefSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    sku: { type: 'string', maxLength: 64 },
    altId: { type: 'string', maxLength: 64 },
    altIdType: { type: 'string', maxLength: 64 },
  },
} as const;

export const siteIdParam = { siteId: { type: 'string', minLength: 1, maxLength: 64 } } as const;

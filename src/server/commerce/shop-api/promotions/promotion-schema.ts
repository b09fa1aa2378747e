/**
 * Shop API promotions (shell spec, section 7, "also served"): GET promotions/{id},
 * promotions/({id},{id}) and promotions?campaign_id=, in the platform's shapes, typed once
 * with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { shopLocaleSchema } from '../shop-locale-schema';
import type { PromotionDocument } from './promotion-repository';

/** At most this many ids in one lookup, as the platform allows. */
export const maxPromotionIds = 50;

export const promotionIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const promotionDate = Type.String({ description: "ISO 8601 to the minute, UTC: 'yyyy-MM-ddTHH:mmZ'" });

export const promotionDocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  callout_msg: Type.String(),
  details: Type.String(),
  currency: Type.Optional(Type.String({ description: 'Absent: the promotion applies to every currency' })),
  start_date: Type.Optional(promotionDate),
  end_date: Type.Optional(promotionDate),
});

// The schema and the document the repository builds describe the same object.
const sameShape: PromotionDocument = {} as Static<typeof promotionDocumentSchema>;
void sameShape;

export const promotionResultSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  data: Type.Array(promotionDocumentSchema),
});

const dateTimeQuery = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})$',
  examples: ['2026-01-01T00:00Z'],
});

export const campaignPromotionsSchema = {
  querystring: Type.Object({
    campaign_id: Type.String({ minLength: 1, maxLength: 100 }),
    start_date: Type.Optional(dateTimeQuery),
    end_date: Type.Optional(dateTimeQuery),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', examples: ['GBP'] })),
    locale: Type.Optional(shopLocaleSchema),
  }),
  response: { 200: promotionResultSchema, '4xx': problemDetailsSchema },
};

export const promotionLookupSchema = {
  /** A wildcard, as products/ has: a comma list of 50 ids is longer than a named parameter may be. */
  params: Type.Object({ siteId: Type.String(), '*': Type.String({ minLength: 1, maxLength: 5200 }) }),
  querystring: Type.Object({ locale: Type.Optional(shopLocaleSchema) }),
  response: {
    200: Type.Union([promotionDocumentSchema, promotionResultSchema], {
      description: 'One promotion for a single id; a list for ids in parentheses',
    }),
    '4xx': problemDetailsSchema,
  },
};

/** GET personalization/recommenders/{siteId}: the recommenders the service answers with (shell spec, section 7). */
import type { FastifyInstance } from 'fastify';
import {
  oftenBoughtTogether,
  recentlyViewed,
  type RecommendersReply,
} from '../../../domain/recommendations/recommendation-contracts';
import { siteIdParam } from '../visitor-schema';

const recommenders: RecommendersReply = {
  recommenders: [
    { name: oftenBoughtTogether, description: 'Parts most often saved in the same shopping lists, or added by the same shopper, as the parts given.' },
    { name: recentlyViewed, description: 'Parts whose details the shopper opened, newest first.' },
  ],
};

const schema = { params: { type: 'object', required: ['siteId'], properties: siteIdParam } } as const;

export default async function recommendersRoute(app: FastifyInstance) {
  app.get('/personalization/recommenders/:siteId', { schema }, async (): Promise<RecommendersReply> => recommenders);
}

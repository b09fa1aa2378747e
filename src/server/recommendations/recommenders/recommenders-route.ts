/** GET personalization/recommenders/{siteId}: the recommenders the service answers with (shell spec, section 7). */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  oftenBoughtTogether,
  recentlyViewed,
  recommenderNames,
  type RecommendersReply,
} from '../../../domain/recommendations/recommendation-contracts';
import { recommendationResponses, siteIdParam } from '../visitor-schema';

const recommenders: RecommendersReply = {
  recommenders: [
    {
      name: oftenBoughtTogether,
      description:
        'Parts most often saved in the same shopping lists, or added by the same shopper, as the parts given.',
    },
    { name: recentlyViewed, description: 'Parts whose details the shopper opened, newest first.' },
  ],
};

const schema = {
  description: 'The recommenders the service answers with.',
  params: Type.Object(siteIdParam),
  response: recommendationResponses(
    Type.Object({
      recommenders: Type.Array(
        Type.Object({ name: Type.Enum(recommenderNames, { type: 'string' }), description: Type.String() }),
      ),
    }),
  ),
};

export default async function recommendersRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/personalization/recommenders/:siteId', { schema }, async (): Promise<RecommendersReply> => recommenders);
}

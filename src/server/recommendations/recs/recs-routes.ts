/**
 * POST personalization/recs/{siteId}/{recommender} and personalization/{siteId}/zones/{zone}/recs
 * (shell spec, section 7). A zone is a place in the app answered by one recommender
 * (recommendationZones); an unknown recommender or zone is a 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isRecommendationZone, recommendationZones } from '../../../domain/recommendations/recommendation-contracts';
import { sendProblem } from '../../http/problem-details';
import { isRecommenderName, recommend } from './recommend';
import { recsByRecommenderSchema, recsByZoneSchema } from './recs-schema';

export default async function recsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/personalization/recs/:siteId/:recommender',
    { schema: recsByRecommenderSchema },
    async (request, reply) => {
      const { recommender } = request.params;
      if (!isRecommenderName(recommender)) return sendProblem(reply, 404, `There is no recommender ${recommender}.`);
      return recommend(app.database, recommender, request.body);
    },
  );

  app.post('/personalization/:siteId/zones/:zone/recs', { schema: recsByZoneSchema }, async (request, reply) => {
    const { zone } = request.params;
    if (!isRecommendationZone(zone)) return sendProblem(reply, 404, `There is no zone ${zone}.`);
    return recommend(app.database, recommendationZones[zone], request.body);
  });
}

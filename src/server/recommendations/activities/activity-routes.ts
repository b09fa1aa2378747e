/**
 * POST activities/{siteId}/{activity} for the spec's four activities (shell spec, section 7).
 * Each is kept as one row per product it names; the add-to-carts then count towards 'often
 * bought together' (recs/often-bought-together.ts) and the product views form 'recently
 * viewed' (recs/recently-viewed.ts).
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  recommendationActivities,
  type ActivityBodies,
  type ActivityReply,
  type RecommendationActivity,
} from '../../../domain/recommendations/recommendation-contracts';
import { recordActivity } from './activity-repository';
import { activitySchemas } from './activity-schema';

type AnyActivityBody = ActivityBodies[RecommendationActivity];

function productIdsOf(body: AnyActivityBody): string[] {
  const products = 'products' in body ? body.products : [body.product];
  return [...new Set(products.map((product) => product.id))];
}

export default async function activityRoutes(app: FastifyInstance) {
  for (const activity of recommendationActivities) {
    app
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        `/activities/:siteId/${activity}`,
        { schema: activitySchemas[activity] },
        async (request): Promise<ActivityReply> => {
          const { body } = request;
          await recordActivity(app.database, {
            siteId: request.params.siteId,
            activity,
            userId: body.userId,
            cookieId: body.cookieId,
            productIds: productIdsOf(body),
            recommenderName: 'recommenderName' in body ? body.recommenderName : undefined,
            recoUUID: 'recoUUID' in body ? body.recoUUID : undefined,
          });
          return { requestId: randomUUID() };
        },
      );
  }
}

/**
 * The recommendation service (shell spec, section 7), served by the embedded backend at the
 * path the client is configured with (recommendationApiPath). Every call names a site of the
 * product, carries the app's client id in its header and a shopper's access token; a body
 * that names a userId must name the signed-in customer, so no one records activity for, or
 * reads the history of, somebody else; likewise its cookieId is the caller's own session.
 */
import type { FastifyInstance } from 'fastify';
import { recommendationApiPath } from '../../domain/recommendations/recommendation-contracts';
import { requireKnownSite } from '../commerce/shop-api/known-site-hook';
import { rejectUnknownFields } from '../commerce/shop-api/reject-unknown-fields';
import activityRoutes from './activities/activity-routes';
import { requireOwnVisitor, requireRecommendationClient } from './recommendation-caller-hooks';
import recommendersRoute from './recommenders/recommenders-route';
import recsRoutes from './recs/recs-routes';

export const recommendationPrefix = recommendationApiPath;

export default async function recommendationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireKnownSite);
  app.addHook('onRequest', requireRecommendationClient);
  app.addHook('preValidation', rejectUnknownFields);
  app.addHook('preHandler', requireOwnVisitor);

  app.register(activityRoutes);
  app.register(recommendersRoute);
  app.register(recsRoutes);
}

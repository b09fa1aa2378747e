/** Who may call the recommendation service, checked before a route's work (see recommendation-routes.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commerceConfig } from '../../config/commerce';
import { recommendationClientIdHeader } from '../../domain/recommendations/recommendation-contracts';
import { sendProblem } from '../http/problem-details';

/** The service answers only the app's own client, named in the client id header. */
export async function requireRecommendationClient(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers[recommendationClientIdHeader] === commerceConfig.clientId) return undefined;
  return sendProblem(reply, 401, `The ${recommendationClientIdHeader} header must name this app's client id.`);
}

/** A body's userId, when there is one, is the signed-in customer's id. */
export async function requireOwnUserId(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('userId' in body) || body.userId === undefined) return undefined;
  if (body.userId === request.shopper?.sub) return undefined;
  return sendProblem(reply, 403, 'userId must be the signed-in customer.');
}

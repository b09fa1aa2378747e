/** Who may call the recommendation service, checked before a route's work (see recommendation-routes.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commerceConfig } from '../../config/commerce';
import { checkVisitor } from '../../domain/access/scoping';
import { recommendationClientIdHeader } from '../../domain/recommendations/recommendation-contracts';
import { sendProblem } from '../http/problem-details';

/** The service answers only the app's own client, named in the client id header. */
export async function requireRecommendationClient(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers[recommendationClientIdHeader] === commerceConfig.clientId) return undefined;
  return sendProblem(reply, 401, `The ${recommendationClientIdHeader} header must name this app's client id.`);
}

/**
 * A body's visitor ids are the caller's own: userId the signed-in customer's id, cookieId the
 * session's usid (or the customer id), so no one reads or records another visitor's history.
 */
export async function requireOwnVisitor(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const token = request.shopper;
  if (token === null) return sendProblem(reply, 401, 'A valid access token is required.');
  const refusal = checkVisitor(token, body as { userId?: unknown; cookieId?: unknown });
  return refusal === undefined ? undefined : sendProblem(reply, 403, refusal);
}

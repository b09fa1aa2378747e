/**
 * The shop API answers only for the product's sites (src/config/sites.ts); any other site id
 * in the path is a 404, as the commerce platform answers for a site it does not have.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteLocaleConfig } from '../../../config/sites';
import { sendProblem } from '../../http/problem-details';

const siteIds = new Set(siteLocaleConfig.sites.map((site) => site.id));

export async function requireKnownSite(request: FastifyRequest, reply: FastifyReply) {
  const { siteId } = request.params as { siteId?: string };
  if (siteId !== undefined && siteIds.has(siteId)) return undefined;
  return sendProblem(reply, 404, `There is no site ${siteId ?? ''}.`);
}

/**
 * The market and language drawer's lookups (shell spec, sections 3 and 7):
 *
 *   GET /api/markets                          [{ code, name }], by code
 *   GET /api/languages                        [{ languageCode, language, languageText }], by code
 *   GET /api/partners/:partnerId/markets      the partner's c_market_code ('GB|IE|FR') as a JSON
 *                                             string, or the string 'false' when it has none
 *
 * The two lists are the same for everyone, so they need no sign-in and may be cached for an
 * hour. A partner's markets are asked for only by registered users (retailers and sponsored
 * independents), so that lookup needs a registered shopper token.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { noPartnerMarkets } from '../../../domain/shell/market-choices';
import { findPartnerMarketCodes, listLanguages, listMarkets } from './markets-repository';
import { languagesSchema, marketsSchema, partnerMarketsSchema } from './markets-schema';

const referenceDataCaching = 'public, max-age=3600';

export default async function marketsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/markets', { schema: marketsSchema }, async (_request, reply) => {
    reply.header('cache-control', referenceDataCaching);
    return listMarkets(app.database);
  });

  app.get('/api/languages', { schema: languagesSchema }, async (_request, reply) => {
    reply.header('cache-control', referenceDataCaching);
    return listLanguages(app.database);
  });

  app.get('/api/partners/:partnerId/markets', { schema: partnerMarketsSchema }, async (request, reply) => {
    const marketCodes = await findPartnerMarketCodes(app.database, request.params.partnerId);
    // A string payload is sent as it is, so it is serialised here to stay JSON.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(marketCodes ?? noPartnerMarkets));
  });
}

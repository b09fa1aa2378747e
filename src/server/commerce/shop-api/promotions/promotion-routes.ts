/**
 * GET promotions/{id}, promotions/({id},{id}) and promotions?campaign_id= (shell spec,
 * section 7). A single unknown (or switched-off) id is a 404; a multiple lookup leaves such
 * ids out. A campaign search needs campaign_id, and a date range needs both its ends.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { productLookupIds } from '../../../../domain/recommendations/product-lookup-contracts';
import { sendProblem } from '../../../http/problem-details';
import { findCampaignPromotions, findPromotions, type CampaignFilter } from './promotion-repository';
import {
  campaignPromotionsSchema,
  maxPromotionIds,
  promotionIdPattern,
  promotionLookupSchema,
} from './promotion-schema';

export default async function promotionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/promotions', { schema: campaignPromotionsSchema }, async (request, reply) => {
    const { campaign_id: campaignId, start_date: startText, end_date: endText, currency } = request.query;
    if ((startText === undefined) !== (endText === undefined)) {
      const missing = startText === undefined ? 'start_date' : 'end_date';
      return sendProblem(reply, 400, `${missing} is required when a date range is given (start_date and end_date).`);
    }
    const filter: CampaignFilter = { campaignId, ...(currency === undefined ? {} : { currency }) };
    if (startText !== undefined && endText !== undefined) {
      const start = new Date(startText);
      const end = new Date(endText);
      if (Number.isNaN(start.getTime())) return sendProblem(reply, 400, 'start_date is not a valid date and time.');
      if (Number.isNaN(end.getTime())) return sendProblem(reply, 400, 'end_date is not a valid date and time.');
      if (end < start) return sendProblem(reply, 400, 'end_date must not be before start_date.');
      filter.range = { start, end };
    }
    const data = await findCampaignPromotions(app.database, filter);
    return { count: data.length, total: data.length, data };
  });

  typed.get('/promotions/*', { schema: promotionLookupSchema }, async (request, reply) => {
    const segment = request.params['*'];
    const ids = productLookupIds(segment);
    const badId = ids.find((id) => !promotionIdPattern.test(id));
    if (badId !== undefined) return sendProblem(reply, 400, `ids must be promotion ids; '${badId}' is not one.`);
    if (ids.length > maxPromotionIds)
      return sendProblem(reply, 400, `ids may name at most ${maxPromotionIds} promotions.`);
    const promotions = await findPromotions(app.database, [...new Set(ids)]);
    if (!segment.startsWith('(')) {
      return promotions[0] ?? sendProblem(reply, 404, `There is no promotion ${ids[0] ?? ''}.`);
    }
    return { count: promotions.length, total: promotions.length, data: promotions };
  });
}

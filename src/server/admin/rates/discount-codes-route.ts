/**
 * POST /admin/api/v1/discountCodes { updatedBy, marketCode, dealerCodes, discountRates:
 * [{ discountCode, market, discountType: 'default', discountRate }] } -> true, or false when
 * the write failed (catalogue spec, sections 3, 5, 7 and 8: logged, nothing changed). Codes
 * trimmed, rates two decimals, written into each dealer's EpcDiscountRecords of each entry's
 * market (the market, market-1 or market-2), which pricing reads at once. The net discount
 * rates and the discount code upload of the admin page both write through it.
 * GET /admin/api/v1/discountCodes?marketCode&dealerCode reads the three discount markets.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { rateRecordKey } from '../../../domain/admin/rate-entries';
import { discountMarketsOf } from '../../../domain/shopping-list/rate-resolution';
import { ClientError } from '../../commerce/shop-api/client-error';
import { recordAdminWrite } from '../audit/admin-audit';
import { adminRatesScope } from './admin-rates-scope';
import { checkRates } from './checked-rates';
import { readRateRecord, writeRateRecord } from './rate-records-repository';
import { discountCodesSchema, readDiscountCodesSchema } from './rate-writes-schema';

export default async function discountCodesRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/discountCodes', { schema: discountCodesSchema }, async (request) => {
    const body = request.body;
    const rates = checkRates(
      'discountRates',
      { code: 'discountCode', rate: 'discountRate' },
      body.discountRates.map((entry) => ({ code: entry.discountCode, rate: entry.discountRate, market: entry.market })),
    );
    const allowedMarkets = discountMarketsOf(body.marketCode.toUpperCase());
    for (const [index, entry] of rates.entries()) {
      if (!allowedMarkets.includes(entry.market)) {
        throw new ClientError(400, `discountRates.${index}.market must be one of ${allowedMarkets.join(', ')}.`);
      }
    }
    const scope = await adminRatesScope(request, body);
    try {
      await app.database.transaction(async (tx) => {
        for (const retailerId of scope.dealerCodes) {
          for (const market of allowedMarkets) {
            const ofMarket = rates.filter((entry) => entry.market === market);
            if (ofMarket.length === 0) continue;
            await writeRateRecord(tx, 'EpcDiscountRecords', {
              retailerId,
              market,
              rates: ofMarket,
              updatedBy: body.updatedBy,
              createdBy: body.updatedBy,
            });
            await recordAdminWrite(tx, {
              area: 'net_discount_rates',
              action: 'discountCodes',
              recordKey: rateRecordKey(retailerId, market),
              actor: scope.actor,
              dealerCode: retailerId,
              detail: { market, rates: ofMarket.map(({ code, rate }) => `${code} ${rate}`) },
            });
          }
        }
      });
      return true;
    } catch (error) {
      request.log.error(
        { err: error, market: scope.market, dealerCodes: scope.dealerCodes },
        'discountCodes write failed',
      );
      return false;
    }
  });

  typed.get('/discountCodes', { schema: readDiscountCodesSchema }, async (request) => {
    const scope = await adminRatesScope(request, {
      marketCode: request.query.marketCode,
      dealerCodes: [request.query.dealerCode],
    });
    const markets = await Promise.all(
      discountMarketsOf(scope.market).map(async (market) => ({
        market,
        ...(await readRateRecord(app.database, 'EpcDiscountRecords', request.query.dealerCode, market)),
      })),
    );
    return { markets, viewer: { userId: scope.actorId } };
  });
}

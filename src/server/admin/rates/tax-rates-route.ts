/**
 * POST /admin/api/v1/taxRates { updatedBy, createdBy, marketCode, dealerCodes: [one],
 * taxRates: [{ taxCode, taxRate }] } -> true, or false when the write failed (catalogue spec,
 * sections 3, 5, 7 and 8: the failure is logged, nothing is changed). Codes are trimmed and
 * rates written with two decimals into the dealer's EpcTaxRecords of the market, which the
 * price lookup reads at once. GET /admin/api/v1/taxRates?marketCode&dealerCode reads them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { rateRecordKey } from '../../../domain/admin/rate-entries';
import { recordAdminWrite } from '../audit/admin-audit';
import { adminRatesScope } from './admin-rates-scope';
import { checkRates } from './checked-rates';
import { readRateRecord, writeRateRecord } from './rate-records-repository';
import { readTaxRatesSchema, taxRatesSchema } from './rate-writes-schema';

export default async function taxRatesRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/taxRates', { schema: taxRatesSchema }, async (request) => {
    const body = request.body;
    const rates = checkRates(
      'taxRates',
      { code: 'taxCode', rate: 'taxRate' },
      body.taxRates.map((entry) => ({ code: entry.taxCode, rate: entry.taxRate, market: '' })),
    );
    const scope = await adminRatesScope(request, body);
    try {
      await app.database.transaction(async (tx) => {
        for (const retailerId of scope.dealerCodes) {
          await writeRateRecord(tx, 'EpcTaxRecords', {
            retailerId,
            market: scope.market,
            rates,
            updatedBy: body.updatedBy,
            createdBy: body.createdBy,
          });
          await recordAdminWrite(tx, {
            area: 'tax_rates',
            action: 'taxRates',
            recordKey: rateRecordKey(retailerId, scope.market),
            actor: scope.actor,
            dealerCode: retailerId,
            detail: { market: scope.market, rates: rates.map(({ code, rate }) => `${code} ${rate}`) },
          });
        }
      });
      return true;
    } catch (error) {
      request.log.error({ err: error, market: scope.market, dealerCodes: scope.dealerCodes }, 'taxRates write failed');
      return false;
    }
  });

  typed.get('/taxRates', { schema: readTaxRatesSchema }, async (request) => {
    const scope = await adminRatesScope(request, {
      marketCode: request.query.marketCode,
      dealerCodes: [request.query.dealerCode],
    });
    const stored = await readRateRecord(app.database, 'EpcTaxRecords', request.query.dealerCode, scope.market);
    return { ...stored, viewer: { userId: scope.actorId } };
  });
}

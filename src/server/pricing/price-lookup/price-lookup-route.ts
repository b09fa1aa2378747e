/**
 * POST /catalogue/api/v1/priceLookup { dealerCode, market, brand, apn, langCode } ->
 * { parts: [{ apn, unitPrice, discountRate, taxRate, discountCode, taxCode, apnDesc,
 * availability: { stockQuantity, leadTimeDays } }] }: the spec's fields, and the dealer's
 * availability (issue 20, lookup-availability.ts). Only callers with price access reach it
 * (the 'prices' level); the answer is the caller's, so it stays no-store and out of the
 * shared catalogue cache.
 * Rates are those of the caller's own dealer (jlr_internal for internal users; the default
 * retailer's when it has no records): dealerCode may be empty or name that dealer, and the
 * market must be one of the caller's (caller-pricing-scope.ts), else 403. Part numbers
 * without a price in the market, and any with '#', are simply absent. The brand is accepted
 * because the spec sends it (empty); prices do not depend on it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../../commerce/shop-api/client-error';
import { callerPricingScope } from '../caller-pricing-scope';
import { descriptionLanguageOf } from '../description-language';
import { findMarketCurrency, findPartPrices } from '../find-part-prices';
import { toPriceLookupParts } from '../price-lookup-parts';
import { defaultLangCode } from '../pricing-schema-parts';
import { readRateResolution } from '../read-rate-resolution';
import { withAvailability } from './lookup-availability';
import { maxLookupPartNumbers, maxPartNumberLength, priceLookupSchema } from './price-lookup-schema';

/** The distinct part numbers of a comma-joined apn, trimmed and in upper case. */
function splitApn(apn: string): string[] {
  const partNumbers = [...new Set(apn.split(',').map((partNumber) => partNumber.trim().toUpperCase()))].filter(Boolean);
  if (partNumbers.length === 0) throw new ClientError(400, 'apn must name at least one part number.');
  if (partNumbers.length > maxLookupPartNumbers) {
    throw new ClientError(
      400,
      `apn names ${partNumbers.length} part numbers; at most ${maxLookupPartNumbers} are allowed.`,
    );
  }
  const tooLong = partNumbers.find((partNumber) => partNumber.length > maxPartNumberLength);
  if (tooLong !== undefined)
    throw new ClientError(400, `apn part numbers are at most ${maxPartNumberLength} characters long.`);
  return partNumbers;
}

export default async function priceLookupRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/priceLookup', { schema: priceLookupSchema }, async (request) => {
      const partNumbers = splitApn(request.body.apn);
      const { profile, retailerId, market } = await callerPricingScope(request, request.body);
      if ((await findMarketCurrency(app.database, market)) === undefined)
        throw new ClientError(400, `market ${market} is not a known market.`);
      const [resolution, rows] = await Promise.all([
        // The caller's type, so the zero-rate type gets rates of 0 here as on the list (section 6).
        readRateResolution(app.database, { retailerId, market, userType: profile.c_epcUserType }),
        findPartPrices(
          app.database,
          partNumbers,
          market,
          descriptionLanguageOf(request.body.langCode ?? defaultLangCode),
        ),
      ]);
      return { parts: withAvailability(toPriceLookupParts(rows, resolution), retailerId) };
    });
}

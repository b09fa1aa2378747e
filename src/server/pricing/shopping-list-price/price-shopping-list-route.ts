/**
 * POST /api/shopping-list/price: prices a shopping list for the caller, a user with catalogue
 * access (docs/access-policy.md). The records are those of the caller's retailer
 * (rate-resolution.ts): from their EPCUsers profile, read fresh so an admin's change of
 * retailer counts at once. The market is the body's, else the user's, else GB, and must be
 * one of the user's market choices (403 otherwise); the currency is the market's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { priceLines, priceLookupPartNumbers } from '../../../domain/shopping-list/pricing';
import { ClientError } from '../../commerce/shop-api/client-error';
import { callerPricingScope } from '../caller-pricing-scope';
import { descriptionLanguageOf } from '../description-language';
import { findMarketCurrency, findPartPrices } from '../find-part-prices';
import { toPriceLookupParts } from '../price-lookup-parts';
import { defaultLangCode } from '../pricing-schema-parts';
import { readRateResolution } from '../read-rate-resolution';
import { priceShoppingListSchema, toShoppingListLine } from './price-shopping-list-schema';

export default async function priceShoppingListRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/api/shopping-list/price', { schema: priceShoppingListSchema }, async (request) => {
      const { profile, retailerId, market } = await callerPricingScope(request, {
        ...(request.body.market === undefined ? {} : { market: request.body.market }),
      });
      const currency = await findMarketCurrency(app.database, market);
      if (currency === undefined) throw new ClientError(400, `market ${market} is not a known market.`);
      const pricedAt = new Date().toISOString();
      const lines = request.body.lines.map(toShoppingListLine);
      const [resolution, rows] = await Promise.all([
        readRateResolution(app.database, { retailerId, market, userType: profile.c_epcUserType }),
        findPartPrices(
          app.database,
          priceLookupPartNumbers(lines),
          market,
          descriptionLanguageOf(request.body.langCode ?? defaultLangCode),
        ),
      ]);
      const priced = priceLines(lines, toPriceLookupParts(rows, resolution), resolution);
      return { ...priced, currency, pricedAt };
    });
}

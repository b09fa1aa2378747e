/**
 * POST /api/shopping-list/price: prices a shopping list for the caller (a registered user or
 * a guest). The records are those of the caller's retailer (rate-resolution.ts): from their
 * EPCUsers profile, read fresh so an admin's change of retailer counts at once; a guest, or a
 * user without a profile, is priced with the default retailer's. The market is the body's,
 * else the user's, else GB; the currency is the market's.
 */
import type { FastifyInstance } from 'fastify';
import { defaultMarket } from '../../../domain/profile/login-flow-rules';
import { priceLines, priceLookupPartNumbers } from '../../../domain/shopping-list/pricing';
import { pricingRetailerId } from '../../../domain/shopping-list/rate-resolution';
import { findUserProfile } from '../../commerce/data-api/custom-object-caller';
import { ClientError } from '../../commerce/shop-api/client-error';
import { descriptionLanguageOf } from '../description-language';
import { findMarketCurrency, findPartPrices } from '../find-part-prices';
import { toPriceLookupParts } from '../price-lookup-parts';
import { readRateResolution } from '../read-rate-resolution';
import { priceShoppingListSchema, type PriceShoppingListBody } from './price-shopping-list-schema';

export default async function priceShoppingListRoute(app: FastifyInstance) {
  app.post<{ Body: PriceShoppingListBody }>(
    '/api/shopping-list/price',
    { schema: priceShoppingListSchema, preHandler: app.requireShopper },
    async (request) => {
      const userId = request.shopper?.authType === 'registered' ? request.shopper.userId : undefined;
      const profile = userId === undefined ? undefined : await findUserProfile(app.database, userId);
      const market = (request.body.market ?? profile?.c_epcUserMarket ?? defaultMarket).toUpperCase();
      const currency = await findMarketCurrency(app.database, market);
      if (currency === undefined) throw new ClientError(400, `market ${market} is not a known market.`);
      const pricedAt = new Date().toISOString();
      const [resolution, rows] = await Promise.all([
        readRateResolution(app.database, { retailerId: pricingRetailerId(profile), market, userType: profile?.c_epcUserType }),
        findPartPrices(app.database, priceLookupPartNumbers(request.body.lines), market, descriptionLanguageOf(request.body.langCode)),
      ]);
      const priced = priceLines(request.body.lines, toPriceLookupParts(rows, resolution), resolution);
      return { ...priced, currency, pricedAt };
    },
  );
}

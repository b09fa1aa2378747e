/**
 * The pricing routes: the price lookup of the catalogue service and the shopping list
 * pricing of the product's own API. Both need catalogue access (docs/access-policy.md) and
 * price only for the caller's own dealer and markets (caller-pricing-scope.ts).
 */
import type { FastifyInstance } from 'fastify';
import priceLookupRoute from './price-lookup/price-lookup-route';
import priceShoppingListRoute from './shopping-list-price/price-shopping-list-route';

export default async function pricingRoutes(app: FastifyInstance) {
  app.register(priceLookupRoute);
  app.register(priceShoppingListRoute);
}

/**
 * The admin part of the catalogue and retailer service (/admin/api/v1). Every route's level
 * in the access policy is admin (src/server/plugins/app/route-access.ts checks it as the request
 * arrives: no or a bad token is 401, any other caller 403); each route then keeps a retailer
 * admin to their own dealer's users and records (src/domain/access/scoping.ts).
 */
import type { FastifyInstance } from 'fastify';
import { rejectUnknownFields } from '../commerce/shop-api/reject-unknown-fields';
import priceLoadRoutes from './prices/price-load-routes';
import discountCodesRoute from './rates/discount-codes-route';
import taxRatesRoute from './rates/tax-rates-route';
import updateUserDetailsRoute from './user/update-user-details-route';

export const adminApiPrefix = '/admin/api/v1';

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('preValidation', rejectUnknownFields);

  app.register(updateUserDetailsRoute);
  app.register(taxRatesRoute);
  app.register(discountCodesRoute);
  app.register(priceLoadRoutes);
}

/**
 * The admin part of the catalogue and retailer service (/admin/api/v1). Every route needs a
 * shopper token of an approved admin: no or a bad token is 401, any other caller 403.
 */
import type { FastifyInstance } from 'fastify';
import { rejectUnknownFields } from '../commerce/shop-api/reject-unknown-fields';
import { requireAdmin } from './require-admin';
import updateUserDetailsRoute from './user/update-user-details-route';

export const adminApiPrefix = '/admin/api/v1';

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireShopper);
  app.addHook('onRequest', requireAdmin);
  app.addHook('preValidation', rejectUnknownFields);

  app.register(updateUserDetailsRoute);
}

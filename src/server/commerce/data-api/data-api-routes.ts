/**
 * Data API v21_3 custom objects and site preferences, as the commerce platform serves them behind the app's proxy
 * (/mobify/proxy/api/s/-/dw/data/v21_3). The platform's data API trusts any admin client;
 * here every caller is a shopper: the access policy checks the caller's token and level, and
 * each route, per record, the access rules of src/domain/profile/custom-object-access.ts.
 */
import type { FastifyInstance } from 'fastify';
import { rejectUnknownFields } from '../shop-api/reject-unknown-fields';
import customObjectRoutes from './custom-objects/custom-object-routes';
import searchRoute from './custom-objects-search/search-route';
import sitePreferencesRoute from './site-preferences/site-preferences-route';

export const dataApiPrefix = '/mobify/proxy/api/s/-/dw/data/v21_3';

export default async function dataApiRoutes(app: FastifyInstance) {
  app.addHook('preValidation', rejectUnknownFields);

  app.register(searchRoute);
  app.register(customObjectRoutes, { prefix: '/custom_objects' });
  app.register(sitePreferencesRoute);
}

/**
 * Shop API v21_3, customers part, as the commerce platform serves it behind the app's proxy
 * (/mobify/proxy/api/s/:siteId/dw/shop/v21_3). Bodies are snake_case JSON, as the platform
 * sends them; the client converts. Who may call each route (a shopper token, or a signed-in
 * one) is the access policy's check (plugins/app/route-access.ts), made on request before the
 * body is read; the folders add scoping: a known site, the caller's own customer record.
 */
import type { FastifyInstance } from 'fastify';
import contentRoute from './content/content-route';
import customerRoutes from './customers/customer-routes';
import passwordResetRoutes from './customers/password-reset/password-reset-routes';
import registerCustomerRoute from './customers/registration/register-customer-route';
import giftCertificateRoute from './gift-certificates/gift-certificate-route';
import { requireKnownSite } from './known-site-hook';
import orderRoute from './orders/order-route';
import createOrderRoute from './orders/create-order-route';
import basketRoutes from './baskets/basket-routes';
import productSearchRoute from './product-search/product-search-route';
import searchSuggestionRoute from './product-search/search-suggestion-route';
import productLookupRoute from './products/product-lookup-route';
import promotionRoutes from './promotions/promotion-routes';
import { rejectUnknownFields } from './reject-unknown-fields';
import sessionRoute from './sessions/session-route';

export const shopApiPrefix = '/mobify/proxy/api/s/:siteId/dw/shop/v21_3';

export default async function shopApiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireKnownSite);
  app.addHook('preValidation', rejectUnknownFields);

  app.register(registerCustomerRoute);
  app.register(passwordResetRoutes, { prefix: '/customers/password_reset' });
  app.register(customerRoutes, { prefix: '/customers/:customerId' });
  app.register(orderRoute);
  app.register(basketRoutes);
  app.register(createOrderRoute);
  app.register(productLookupRoute);
  app.register(contentRoute);
  app.register(sessionRoute);
  app.register(promotionRoutes);
  app.register(giftCertificateRoute);
  app.register(productSearchRoute);
  app.register(searchSuggestionRoute);
}

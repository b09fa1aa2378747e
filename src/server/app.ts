/**
 * Builds the Fastify app without listening, so tests drive it through app.inject and only
 * main.ts opens a port. Order matters: header, compression and cache hooks first, so they
 * apply to every route and to the not-found handler registered last.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import adminRoutes, { adminApiPrefix } from './admin/admin-routes';
import dataApiRoutes, { dataApiPrefix } from './commerce/data-api/data-api-routes';
import shopApiRoutes, { shopApiPrefix } from './commerce/shop-api/shop-api-routes';
import getPartPdfRoute from './catalogue/documents/get-part-pdf-route';
import illustrationRoutes from './catalogue/illustrations/illustration-routes';
import nextLevelHierarchiesRoute from './catalogue/next-level-hierarchies/next-level-hierarchies-route';
import partDetailsRoute from './catalogue/part-details/part-details-route';
import retailerDetailsRoute from './catalogue/retailer-details/retailer-details-route';
import searchRoute from './catalogue/search/search-route';
import sectionBundleRoute from './catalogue/section-bundle/section-bundle-route';
import vehicleDownloadRoute from './catalogue/vehicle-download/vehicle-download-route';
import vinDecodeRoute from './catalogue/vin-decode/vin-decode-route';
import shopperLogin from './commerce/shopper-login/shopper-login';
import fetchShoppingListRoute from './shopping-list/fetch-shopping-list-route';
import syncOperationsRoute from './sync/sync-operations-route';
import dealerStandIn from './dealer/dealer-stand-in';
import type { DealerSessionOptions } from './dealer/dealer-sessions';
import edixRoute from './edix/edix-route';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import clientFiles from './plugins/app/client-files';
import databasePlugin from './plugins/app/database';
import noStoreDefault from './plugins/app/no-store-default';
import problemDetails from './plugins/app/problem-details';
import inputGuard from './plugins/app/input-guard';
import shopperAuth from './plugins/app/shopper-auth';
import routeAccess from './access/route-access';
import spaFallback from './plugins/app/spa-fallback';
import compression from './plugins/external/compression';
import securityHeaders from './plugins/external/security-headers';
import mailOutbox from './mail/mail-outbox-plugin';
import signInLimits from './plugins/external/rate-limit';
import { loggerOptions } from './logging/logger-options';
import { trustProxyOption } from './idp/public-origin';
import openApi from './plugins/external/openapi';
import identityProviders from './idp/identity-providers';
import pricingRoutes from './pricing/pricing-routes';
import recommendationRoutes, { recommendationPrefix } from './recommendations/recommendation-routes';
import clientConfigRoute from './routes/api/client-config/client-config-route';
import healthRoute from './routes/api/health/health-route';
import localesRoute from './routes/locales/locales-route';
import newsRoutes from './shell/news/news-routes';
import serviceMessageRoute from './shell/service-messages/service-message-route';
import marketsRoutes from './shell/markets/markets-routes';
import policyDocumentsRoute from './shell/policy-documents/policy-documents-route';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The dealer stand-in's token clock and limits; tests set the clock. */
  dealerSessions?: DealerSessionOptions;
}

export function buildApp({ config, database, logger, dealerSessions }: BuildAppOptions): FastifyInstance {
  // trustProxy decides whose X-Forwarded-* headers count: the client address the rate limits
  // see and, without PUBLIC_URL, the public origin (idp/public-origin.ts).
  const app = Fastify({ logger: logger ?? loggerOptions(config.logLevel), trustProxy: trustProxyOption(config.trustProxy) });

  app.register(securityHeaders, { errorReportingDsn: config.errorReportingDsn });
  app.register(compression);
  app.register(noStoreDefault);
  app.register(problemDetails);
  app.register(inputGuard);
  app.register(databasePlugin, { database });
  app.register(mailOutbox, { mail: config.mail });
  app.register(signInLimits, { limits: config.rateLimits });
  app.register(shopperAuth, { tokenSecret: config.auth.tokenSecret });
  // Before any route: it hooks the access policy's level check into each route as it is added.
  app.register(routeAccess);
  app.register(openApi);

  app.register(healthRoute);
  app.register(clientConfigRoute, { errorReportingDsn: config.errorReportingDsn ?? null });
  app.register(localesRoute, { localesDir: config.localesDir });
  app.register(identityProviders, { auth: config.auth });
  app.register(shopperLogin, { auth: config.auth });
  app.register(retailerDetailsRoute);
  app.register(nextLevelHierarchiesRoute);
  app.register(sectionBundleRoute);
  app.register(vehicleDownloadRoute);
  app.register(partDetailsRoute);
  app.register(vinDecodeRoute);
  app.register(searchRoute);
  app.register(illustrationRoutes);
  app.register(getPartPdfRoute);
  app.register(fetchShoppingListRoute);
  app.register(syncOperationsRoute);
  app.register(pricingRoutes);
  app.register(dealerStandIn, dealerSessions ?? {});
  app.register(edixRoute, { targets: config.edixTargets, publicUrl: config.auth.publicUrl });
  app.register(shopApiRoutes, { prefix: shopApiPrefix });
  app.register(dataApiRoutes, { prefix: dataApiPrefix });
  app.register(adminRoutes, { prefix: adminApiPrefix });
  app.register(recommendationRoutes, { prefix: recommendationPrefix });
  app.register(marketsRoutes);
  app.register(policyDocumentsRoute);
  app.register(newsRoutes);
  app.register(serviceMessageRoute);

  app.register(clientFiles, { staticDir: config.staticDir });
  app.register(spaFallback);
  return app;
}

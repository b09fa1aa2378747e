/**
 * The test server (with the dealer stand-in and the edix proxy as app.ts registers them).
 * `sessions` sets the stand-in's clock; `configuredEdix` adds a second proxy under
 * /configured with its own allow-list, for tests that point it at a fake external service.
 */
import type { FastifyInstance } from 'fastify';
import type { DealerSessionOptions } from '../../../src/server/dealer/dealer-sessions';
import { findRoutePolicy } from '../../../src/domain/access/route-policies';
import { accessLevelHook } from '../../../src/server/plugins/app/route-access';
import edixRoute, { type EdixOptions } from '../../../src/server/edix/edix-route';
import { startTestServer, type TestServer } from '../support/test-server';

export const configuredEdixPath = '/configured/edix';

export interface DealerTestServerOptions {
  sessions?: DealerSessionOptions;
  configuredEdix?: EdixOptions;
}

export function startDealerTestServer(options: DealerTestServerOptions = {}): Promise<TestServer> {
  const { configuredEdix } = options;
  return startTestServer({
    dealerSessions: options.sessions,
    extend: (app: FastifyInstance) => {
      if (configuredEdix) app.register(configuredEdixCopy, configuredEdix);
    },
  });
}

/**
 * The second proxy is a test-only route, which the access policy does not list and so would
 * refuse to everyone; it takes the policy of the /edix it copies instead.
 */
async function configuredEdixCopy(app: FastifyInstance, options: EdixOptions) {
  const edixLevel = findRoutePolicy('GET', '/edix')?.access ?? 'admin';
  app.addHook('onRoute', (route) => {
    route.onRequest = [accessLevelHook(edixLevel)];
  });
  app.register(edixRoute, { ...options, prefix: '/configured' });
}

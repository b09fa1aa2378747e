/**
 * The server's contract as an OpenAPI 3 document, built from the routes' own JSON schemas
 * (so it cannot drift from what the server validates), at /api/docs/json, and a browsable
 * reference at /api/docs. Registered before the routes: @fastify/swagger collects each route
 * as it is added. The reference is public, like the contracts it describes; what each caller
 * may call is docs/access-policy.md.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const openApiDocsPrefix = '/api/docs';

export default fp(
  async (app: FastifyInstance) => {
    const { version } = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Parts catalogue backend',
          description:
            "The embedded backend: shopper login, shop and data APIs, catalogue and retailer service, pricing, sync and the product's own endpoints.",
          version,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: openApiDocsPrefix,
      // Its own content security policy with hashes of the page's inline parts, so the
      // reference works under the app's strict policy without 'unsafe-inline' scripts.
      staticCSP: true,
      // No validator badge: it would send the document to an outside service.
      uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
    });
  },
  // Its own routes are added as it loads: the root hooks they need (no-store, the policy check
  // and, through route-access, the token and input checks) and the error handler come first.
  { name: 'openapi', dependencies: ['no-store-default', 'problem-details', 'route-access'] },
);

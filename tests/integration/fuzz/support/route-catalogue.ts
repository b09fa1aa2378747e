/**
 * Every route the app registers, with its schema, collected by an onRoute hook added before
 * the app is ready (routes without a schema are collected too, and fuzzed with free-form
 * values). HEAD routes Fastify adds by itself for GET routes are left out.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { JsonSchema } from './hostile-values';

export interface FuzzRoute {
  method: string;
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema; headers?: JsonSchema };
  /** Whether the route's scope parses urlencoded forms (identity providers, token routes). */
  takesForms: boolean;
}

export function collectRoutes(app: FastifyInstance, into: FuzzRoute[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
    for (const method of methods) {
      if (
        method === 'HEAD' &&
        route.exposeHeadRoute !== true &&
        into.some((known) => known.url === route.url && known.method === 'GET')
      )
        continue;
      into.push({
        method,
        url: route.url,
        schema: {
          ...(schema['params'] === undefined ? {} : { params: schema['params'] }),
          ...((schema['querystring'] ?? schema['query']) === undefined
            ? {}
            : { querystring: schema['querystring'] ?? schema['query'] }),
          ...(schema['body'] === undefined ? {} : { body: schema['body'] }),
          ...(schema['headers'] === undefined ? {} : { headers: schema['headers'] }),
        },
        takesForms: /\/(idp|oauth2)\//.test(route.url),
      });
    }
  });
}

/**
 * Enforces the written access policy (docs/access-policy.md) on every route: as each route is
 * registered, its level is looked up in src/domain/access/route-policies.ts and checked first
 * thing when a request arrives, before the body is parsed or validated. A route the policy
 * does not name is refused to everyone (fail closed) unless it declares a level of its own in
 * its config (`accessLevel`: test-only routes do); the authorisation matrix test fails for any
 * route of the app the policy does not name, so a new route cannot go out unguarded or
 * outside the written policy. Register after shopper-auth, before any route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accessLevels, decideAccess, type AccessLevel } from '../../../domain/access/access-levels';
import { findRoutePolicy } from '../../../domain/access/route-policies';
import { sendProblem } from '../../http/problem-details';
import { principalOf } from '../../access/request-principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The level of a route the policy does not list (test-only routes); product routes are listed. */
    accessLevel?: AccessLevel;
  }
}

export const unlistedRouteDetail = 'This route is not in the access policy, so it is refused.';

/** The onRequest hook that lets in only callers of `level` (or higher). */
export function accessLevelHook(level: AccessLevel) {
  return async function checkAccessLevel(request: FastifyRequest, reply: FastifyReply) {
    if (level === 'public') return undefined;
    const decision = decideAccess(level, await principalOf(request));
    return decision.allowed ? undefined : sendProblem(reply, decision.status, decision.detail);
  };
}

async function refuseUnlisted(request: FastifyRequest, reply: FastifyReply) {
  request.log.error({ method: request.method, url: request.routeOptions.url }, 'route missing from the access policy');
  return sendProblem(reply, 403, unlistedRouteDetail);
}

function declaredLevel(config: RouteOptions['config']): AccessLevel | undefined {
  return accessLevels.find((known) => known === config?.accessLevel);
}

function prepend(
  existing: RouteOptions['onRequest'],
  hook: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  if (existing === undefined) return [hook];
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const policies = methods.map((method) => findRoutePolicy(method, route.url));
      const levels = new Set(policies.map((policy) => policy?.access));
      // One route object serves all its methods; they must share a level to share a hook.
      const [listed] = levels;
      const level = levels.size === 1 && listed !== undefined ? listed : declaredLevel(route.config);
      const hook = level === undefined ? refuseUnlisted : accessLevelHook(level);
      route.onRequest = prepend(route.onRequest, hook) as RouteOptions['onRequest'];
    });
  },
  { name: 'route-access', dependencies: ['shopper-auth'] },
);

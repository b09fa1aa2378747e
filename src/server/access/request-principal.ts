/**
 * The caller of a request as the access policy sees it (src/domain/access/principal.ts),
 * resolved once per request: the level hook, the scoping checks of the route folders and the
 * handler share one look-up of the caller's EPCUsers profile (kept in memory by
 * app.userProfiles, and forgotten the moment it changes).
 */
import type { FastifyRequest } from 'fastify';
import { derivePrincipal, type Principal } from '../../domain/access/principal';

const resolved = new WeakMap<FastifyRequest, Promise<Principal>>();

export function principalOf(request: FastifyRequest): Promise<Principal> {
  let principal = resolved.get(request);
  if (principal === undefined) {
    principal = resolvePrincipal(request);
    resolved.set(request, principal);
  }
  return principal;
}

async function resolvePrincipal(request: FastifyRequest): Promise<Principal> {
  const token = request.shopper;
  if (token === null) return derivePrincipal(null, undefined, new Date());
  const facts = {
    authType: token.authType,
    sub: token.sub,
    usid: token.usid,
    ...(token.userId === undefined ? {} : { userId: token.userId }),
  };
  const profile =
    token.authType === 'registered' && token.userId !== undefined
      ? await request.server.userProfiles.find(token.userId)
      : undefined;
  return derivePrincipal(facts, profile, new Date());
}

/**
 * Who is calling: reads the Bearer access token of the shopper login into request.shopper
 * (null when absent, expired or forged). It refuses nothing itself: the access policy's check
 * (route-access.ts) answers a route's callers without the level it needs, 401 without a valid
 * token, so the app refreshes and tries again.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenClaims } from '../../auth/access-token';
import { VerifiedTokens } from '../../auth/verified-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    shopper: AccessTokenClaims | null;
  }
}

export default fp(
  async (app: FastifyInstance, { tokenSecret }: { tokenSecret: string }) => {
    app.decorateRequest('shopper', null);
    const verifiedTokens = new VerifiedTokens(tokenSecret);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.toLowerCase().startsWith('bearer ')) return;
      request.shopper = await verifiedTokens.claimsOf(header.slice(7).trim());
    });
  },
  // The input guard vets the headers before this reads the authorization header.
  { name: 'shopper-auth', dependencies: ['input-guard'] },
);

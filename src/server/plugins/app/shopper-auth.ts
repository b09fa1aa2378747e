/**
 * Who is calling: reads the Bearer access token of the shopper login. Route folders that need
 * a caller add `preHandler: app.requireShopper` (or requireRegistered); an absent, expired or
 * forged token gets 401 problem details, so the app refreshes and tries again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken, type AccessTokenClaims } from '../../auth/access-token';
import { sendProblem } from '../../http/problem-details';

declare module 'fastify' {
  interface FastifyRequest {
    shopper: AccessTokenClaims | null;
  }
  interface FastifyInstance {
    requireShopper: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    requireRegistered: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

export default fp(
  async (app: FastifyInstance, { tokenSecret }: { tokenSecret: string }) => {
    app.decorateRequest('shopper', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.toLowerCase().startsWith('bearer ')) return;
      const check = await verifyAccessToken(header.slice(7).trim(), { secret: tokenSecret });
      if (check.valid) request.shopper = check.claims;
    });

    app.decorate('requireShopper', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.shopper) return sendProblem(reply, 401, 'A valid access token is required.');
      return undefined;
    });

    app.decorate('requireRegistered', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.shopper) return sendProblem(reply, 401, 'A valid access token is required.');
      if (request.shopper.authType !== 'registered') return sendProblem(reply, 403, 'Guests cannot do this; please sign in.');
      return undefined;
    });
  },
  // The input guard vets the headers before this reads the authorization header.
  { name: 'shopper-auth', dependencies: ['input-guard'] },
);

/**
 * GET logout: revokes the family of the given refresh token and, as SLAS does, answers with
 * a fresh guest session, so the app can go on as a guest at once. Needs the shopper's own
 * access token; a refresh token of another customer is refused, an unknown one ignored.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkClient } from '../client-checks';
import { shopperLoginIssuerOf, type ShopperLoginContext } from '../shopper-login-context';
import { failure, invalidRefreshToken, sendFailure } from '../shopper-login-error';
import { guestSession } from '../store/shopper-sessions';
import { findRefreshToken, newFamilyId, revokeFamily } from '../store/refresh-tokens';
import { issueTokenResponse } from '../tokens/issue-token-response';
import { logoutSchema } from './shopper-login-schemas';

export default async function logoutRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/logout', { schema: logoutSchema }, async (request, reply) => {
    const { query } = request;
    const refused = checkClient(query, '');
    if (refused !== undefined) return sendFailure(reply, refused);
    const shopper = request.shopper;
    if (shopper === null) return sendFailure(reply, failure(401, 'unauthorized', 'A valid access token is required.'));
    const issuer = shopperLoginIssuerOf(context, request);
    const result = await context.database.transaction(async (tx) => {
      const stored = await findRefreshToken(tx, query.refresh_token);
      if (stored !== undefined && stored.customer_id !== shopper.sub) return invalidRefreshToken;
      if (stored !== undefined) await revokeFamily(tx, stored.family_id);
      const guest = await guestSession(tx, undefined);
      return issueTokenResponse(tx, context.auth, context.signingKey, {
        customer: guest.customer,
        usid: guest.usid,
        clientId: query.client_id,
        familyId: newFamilyId(),
        issuer,
      });
    });
    if ('status_code' in result) return sendFailure(reply, result);
    return result;
  });
}

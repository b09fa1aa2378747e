/**
 * POST token (form-encoded): the authorization_code_pkce and refresh_token grants. Limited
 * per client address (plugins/app/rate-limit.ts), since codes and refresh tokens are
 * secrets one could guess at.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { exchangeAuthorizationCode } from '../grants/authorization-code-grant';
import { refreshTokens } from '../grants/refresh-token-grant';
import { checkClient } from '../client-checks';
import { shopperLoginIssuerOf, type ShopperLoginContext } from '../shopper-login-context';
import { sendFailure } from '../shopper-login-error';
import { tokenSchema } from './shopper-login-schemas';
import { tooManyAttempts } from './too-many-attempts';

export default async function tokenRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/token',
      { schema: tokenSchema, preHandler: app.signInLimits.byAddress(tooManyAttempts) },
      async (request, reply) => {
        const { body } = request;
        // The redirect URI is compared with the code's, not with the allowed list, here.
        const refused = checkClient({ client_id: body.client_id, channel_id: body.channel_id }, '');
        if (refused !== undefined) return sendFailure(reply, refused);
        const issuer = shopperLoginIssuerOf(context, request);
        // The id_token key is read (or made, the first time) outside the grant's transaction:
        // on PGlite's one connection a read beside an open transaction would wait for it forever.
        await context.signingKey();
        // Each grant runs in one transaction, committed even when it refuses: a refused reuse
        // must still revoke the family it found.
        const result = await context.database.transaction((tx) =>
          body.grant_type === 'authorization_code_pkce'
            ? exchangeAuthorizationCode(tx, context, {
                code: body.code ?? '',
                codeVerifier: body.code_verifier ?? '',
                clientId: body.client_id,
                redirectUri: body.redirect_uri ?? '',
                usid: body.usid,
                issuer,
              })
            : refreshTokens(tx, context, { refreshToken: body.refresh_token ?? '', clientId: body.client_id, issuer }),
        );
        if ('status_code' in result) return sendFailure(reply, result);
        return result;
      },
    );
}

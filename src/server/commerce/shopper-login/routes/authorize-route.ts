/**
 * GET authorize. hint=guest signs a guest in at once: a guest customer and a code bound to
 * the app's PKCE challenge, sent back as ${redirect_uri}?code=...&usid=.... A provider hint
 * saves the sign-in under a fresh state and nonce and sends the browser to that identity
 * provider; the callback route finishes it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { signInKinds } from '../../../../config/commerce';
import { checkClient } from '../client-checks';
import { startProviderSignIn } from '../oidc/provider-code-exchange';
import { providerRouteOf } from '../oidc/provider-route';
import { originOf, type ShopperLoginContext } from '../shopper-login-context';
import { shopperLoginCallbackPath } from '../shopper-login-paths';
import { sendFailure } from '../shopper-login-error';
import { redirectWithCode, redirectWithError } from '../sign-in/client-redirect';
import { issueAuthorizationCode } from '../store/authorization-codes';
import { savePendingLogin } from '../store/pending-logins';
import { guestSession } from '../store/shopper-sessions';
import { authorizeSchema } from './shopper-login-schemas';

export default async function authorizeRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/authorize', { schema: authorizeSchema }, async (request, reply) => {
    const { query } = request;
    const origin = originOf(context, request);
    const refused = checkClient(query, origin);
    if (refused !== undefined) return sendFailure(reply, refused);

    if (query.hint === 'guest') {
      const grant = await context.database.transaction(async (tx) => {
        const { customer, usid } = await guestSession(tx, query.usid);
        const code = await issueAuthorizationCode(tx, {
          customerId: customer.customer_id,
          usid,
          clientId: query.client_id,
          redirectUri: query.redirect_uri,
          codeChallenge: query.code_challenge,
        });
        return { code, usid };
      });
      return redirectWithCode(reply, query.redirect_uri, { ...grant, state: query.state });
    }

    const kind = signInKinds.find((candidate) => candidate.hint === query.hint)?.kind;
    if (kind === undefined) throw new Error(`hint ${query.hint} has no provider kind.`);
    let authorizeUrl: string;
    try {
      const route = providerRouteOf(context, app.server, kind, origin);
      const configuration = await context.relyingParty.configurationOf(route);
      const start = await startProviderSignIn(configuration, `${origin}${shopperLoginCallbackPath}`);
      await context.database.transaction((tx) =>
        savePendingLogin(tx, {
          state: start.state,
          provider: kind,
          issuer: route.issuer,
          nonce: start.nonce,
          providerCodeVerifier: start.codeVerifier,
          clientId: query.client_id,
          redirectUri: query.redirect_uri,
          codeChallenge: query.code_challenge,
          clientState: query.state,
          usid: query.usid,
        }),
      );
      authorizeUrl = start.authorizeUrl;
    } catch (error) {
      request.log.error({ err: error, kind }, 'the identity provider could not be reached');
      return redirectWithError(reply, query.redirect_uri, 'temporarily_unavailable', query.state);
    }
    return reply.redirect(authorizeUrl, 303);
  });
}

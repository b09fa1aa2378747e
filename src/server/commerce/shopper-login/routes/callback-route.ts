/**
 * GET callback: where the identity providers send the browser back. The state finds the
 * sign-in (once); openid-client exchanges the provider's code over the back channel and
 * verifies the id_token (signature by the provider's JWKS, iss, aud, exp, nonce); the login
 * rules then decide between the app's code and an error on the app's redirect URI (with a
 * registration ticket when the user must register first).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { loginIdentityFromClaims } from '../../../../domain/profile/login-identity-claims';
import type { LoginIdentity } from '../../../../domain/profile/user-profile';
import { registrationTicketParameter, ticketClaimsOf } from '../../../../domain/registration/registration-ticket';
import { signRegistrationTicket } from '../../../registration/registration-ticket';
import { exchangeProviderCode } from '../oidc/provider-code-exchange';
import { providerRouteOf } from '../oidc/provider-route';
import { originOf, type ShopperLoginContext } from '../shopper-login-context';
import { shopperLoginCallbackPath } from '../shopper-login-paths';
import { failure, sendFailure } from '../shopper-login-error';
import { redirectWithCode, redirectWithError } from '../sign-in/client-redirect';
import { completeProviderSignIn, type SignInCompletion } from '../sign-in/complete-provider-sign-in';
import { takePendingLogin, type PendingLogin } from '../store/pending-logins';
import { callbackSchema } from './shopper-login-schemas';

export default async function callbackRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/callback', { schema: callbackSchema }, async (request, reply) => {
    const { query } = request;
    const pending = await context.database.transaction((tx) => takePendingLogin(tx, query.state));
    // Without a known state there is no trusted redirect URI to send an error to.
    if (pending === undefined) {
      return sendFailure(
        reply,
        failure(400, 'invalid_request', 'This sign-in has expired or was already completed. Start the sign-in again.'),
      );
    }
    const back = (error: Parameters<typeof redirectWithError>[2], extra?: Record<string, string>) =>
      redirectWithError(reply, pending.redirectUri, error, pending.clientState, extra);
    if (query.error !== undefined || query.code === undefined) {
      request.log.info({ provider: pending.provider, error: query.error }, 'the identity provider refused the sign-in');
      return back('access_denied');
    }

    let signedIn: { identity: LoginIdentity; idpAccessToken: string };
    try {
      signedIn = await signInWithProvider(pending);
    } catch (error) {
      request.log.error({ err: error, provider: pending.provider }, 'ADFS TOKEN ERROR');
      return back('server_error');
    }
    let completion: SignInCompletion;
    try {
      completion = await completeProviderSignIn(context.database, { ...signedIn, pending, now: new Date() });
    } catch (error) {
      request.log.error({ err: error, provider: pending.provider }, 'the sign-in could not be saved');
      return back('server_error');
    }
    if (completion.kind === 'refused' && completion.error === 'registration_required') {
      // The identity travels to the registration page as a signed, short-lived ticket.
      const ticket = await signRegistrationTicket(ticketClaimsOf(signedIn.identity), {
        secret: context.auth.tokenSecret,
      });
      return back(completion.error, { [registrationTicketParameter]: ticket });
    }
    if (completion.kind === 'refused') return back(completion.error);
    return redirectWithCode(reply, pending.redirectUri, {
      code: completion.code,
      usid: completion.usid,
      state: pending.clientState,
    });

    async function signInWithProvider(login: PendingLogin) {
      const origin = originOf(context, request);
      const route = providerRouteOf(context, app.server, login.provider, origin);
      // The sign-in must come back to the provider it started at, even if settings changed.
      if (route.issuer !== login.issuer)
        throw new Error(`The sign-in started at ${login.issuer}, not ${route.issuer}.`);
      const configuration = await context.relyingParty.configurationOf(route);
      // The provider's answer exactly as it came (openid-client reads code, state and iss
      // from it), on the redirect URI the sign-in was started with.
      const url = new URL(`${origin}${shopperLoginCallbackPath}`);
      url.search = new URL(request.url, origin).search;
      const tokens = await exchangeProviderCode(configuration, {
        url,
        state: login.state,
        nonce: login.nonce,
        codeVerifier: login.providerCodeVerifier,
      });
      const identity = loginIdentityFromClaims(login.provider, tokens.claims);
      if (identity === undefined)
        throw new Error(`The ${login.provider} id_token lacks the claims that identify the user.`);
      return { identity, idpAccessToken: tokens.accessToken };
    }
  });
}

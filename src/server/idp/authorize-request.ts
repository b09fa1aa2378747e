/**
 * Checks an authorization request in the order OAuth 2.0 asks (RFC 6749, section 4.1.2.1):
 * an unknown client or redirect URI is shown as an error page and never redirected to;
 * any other fault goes back to the (now trusted) redirect URI as ?error=...&state=....
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { authorizeParameters } from './routes/idp-schemas';

/** The request as the route's schema validated it (client_id and redirect_uri required). */
export type AuthorizeParameters = Static<typeof authorizeParameters>;

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string | undefined;
}

export type AuthorizeCheck =
  | { outcome: 'valid'; request: AuthorizeRequest }
  | { outcome: 'show-error'; message: string }
  | { outcome: 'redirect-error'; location: string };

/** The parameters a sign-in form carries on, as hidden fields. */
export const authorizeParameterNames = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

const s256Challenge = /^[\w-]{43}$/;

export function checkAuthorizeRequest(
  parameters: AuthorizeParameters,
  registered: { clientId: string; redirectUri: string },
): AuthorizeCheck {
  if (parameters.client_id !== registered.clientId)
    return { outcome: 'show-error', message: 'client_id is not known.' };
  if (parameters.redirect_uri !== registered.redirectUri) {
    return { outcome: 'show-error', message: 'redirect_uri is not registered for this client.' };
  }
  const fail = (error: string, description: string): AuthorizeCheck => {
    const location = new URL(parameters.redirect_uri);
    location.searchParams.set('error', error);
    location.searchParams.set('error_description', description);
    if (parameters.state !== undefined) location.searchParams.set('state', parameters.state);
    return { outcome: 'redirect-error', location: location.toString() };
  };
  if (parameters.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code.');
  const scope = parameters.scope ?? '';
  if (!scope.split(' ').includes('openid')) return fail('invalid_scope', 'scope must include openid.');
  if (parameters.code_challenge !== undefined) {
    if (parameters.code_challenge_method !== 'S256')
      return fail('invalid_request', 'code_challenge_method must be S256.');
    if (!s256Challenge.test(parameters.code_challenge))
      return fail('invalid_request', 'code_challenge is not an S256 challenge.');
  }
  return {
    outcome: 'valid',
    request: {
      clientId: parameters.client_id,
      redirectUri: parameters.redirect_uri,
      scope,
      state: parameters.state,
      nonce: parameters.nonce,
      codeChallenge: parameters.code_challenge,
    },
  };
}

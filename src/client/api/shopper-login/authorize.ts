/** Starts a guest or provider sign-in at the login service with a PKCE challenge (shell spec, section 7). */
import { commerceConfig, guestHint } from '../../../config/commerce';
import { shopperLogin, shopperLoginErrorFrom, shopperLoginPath, ShopperLoginError } from './shopper-login-client';

function authorizeQuery(hint: string, codeChallenge: string, redirectUri: string): URLSearchParams {
  return new URLSearchParams({
    redirect_uri: redirectUri,
    client_id: commerceConfig.clientId,
    code_challenge: codeChallenge,
    response_type: 'code',
    hint,
    channel_id: commerceConfig.channelId,
  });
}

/**
 * Guest sign-in: the service answers with a redirect to the callback carrying code and usid;
 * the request follows it, and the final URL is where both are read (as commerce SDKs do).
 * What the callback URL itself answers does not matter; an answer of 400 or more from the
 * service, before any redirect, is an error with its message (shell spec, section 7).
 */
export async function authorizeGuest(input: {
  codeChallenge: string;
  redirectUri: string;
}): Promise<{ code: string; usid: string }> {
  const response = await shopperLogin.get('authorize', {
    searchParams: authorizeQuery(guestHint, input.codeChallenge, input.redirectUri),
    // The redirect lands on the app's callback page, which the server serves as HTML.
    headers: { accept: 'text/html, application/json' },
    throwHttpErrors: false,
  });
  const finalUrl = new URL(response.url);
  const code = finalUrl.searchParams.get('code');
  const usid = finalUrl.searchParams.get('usid');
  if (code && usid) return { code, usid };
  if (response.status >= 400) throw await shopperLoginErrorFrom(response);
  throw new ShopperLoginError('The sign-in service gave no code', response.status, undefined);
}

/** Where the browser goes to sign in with an identity provider (a full-page redirect). */
export function providerSignInUrl(input: { hint: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(`${shopperLoginPath}authorize`, window.location.origin);
  url.search = authorizeQuery(input.hint, input.codeChallenge, input.redirectUri).toString();
  return url.href;
}

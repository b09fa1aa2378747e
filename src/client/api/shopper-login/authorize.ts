import { commerceConfig, guestHint } from '../../../config/commerce';
import { shopperLogin, shopperLoginPath, ShopperLoginError, toShopperLoginError } from './shopper-login-client';

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
 */
export async function authorizeGuest(input: { codeChallenge: string; redirectUri: string }): Promise<{ code: string; usid: string }> {
  let finalUrl: URL;
  try {
    const response = await shopperLogin.get('authorize', {
      searchParams: authorizeQuery(guestHint, input.codeChallenge, input.redirectUri),
    });
    finalUrl = new URL(response.url);
  } catch (error) {
    throw await toShopperLoginError(error);
  }
  const code = finalUrl.searchParams.get('code');
  const usid = finalUrl.searchParams.get('usid');
  if (!code || !usid) throw new ShopperLoginError('The sign-in service gave no code', 500, undefined);
  return { code, usid };
}

/** Where the browser goes to sign in with an identity provider (a full-page redirect). */
export function providerSignInUrl(input: { hint: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(`${shopperLoginPath}authorize`, window.location.origin);
  url.search = authorizeQuery(input.hint, input.codeChallenge, input.redirectUri).toString();
  return url.href;
}

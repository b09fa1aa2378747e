/** Exchanges a sign-in code or refresh token for a session's tokens (shell spec, section 7). */
import { commerceConfig } from '../../../config/commerce';
import type { TokenResponse } from '../../../domain/session/token-response';
import { shopperLogin, toShopperLoginError } from './shopper-login-client';

async function requestToken(form: Record<string, string>): Promise<TokenResponse> {
  try {
    return await shopperLogin.post('token', { body: new URLSearchParams(form) }).json<TokenResponse>();
  } catch (error) {
    throw toShopperLoginError(error);
  }
}

/** Grant authorization_code_pkce: the code and usid from the callback, and the verifier kept for it. */
export function exchangeCode(input: { code: string; usid: string; codeVerifier: string; redirectUri: string }) {
  return requestToken({
    grant_type: 'authorization_code_pkce',
    code: input.code,
    usid: input.usid,
    code_verifier: input.codeVerifier,
    client_id: commerceConfig.clientId,
    redirect_uri: input.redirectUri,
    channel_id: commerceConfig.channelId,
  });
}

/** Grant refresh_token: a new access token, and a new (rotated) refresh token. */
export function refreshAccessToken(input: { refreshToken: string; redirectUri: string }) {
  return requestToken({
    grant_type: 'refresh_token',
    refresh_token: input.refreshToken,
    client_id: commerceConfig.clientId,
    redirect_uri: input.redirectUri,
    channel_id: commerceConfig.channelId,
  });
}

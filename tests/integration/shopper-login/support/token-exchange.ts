/** The app's token exchange after a provider sign-in, over real HTTP. */
import { commerceConfig } from '../../../../src/config/commerce';
import type { TokenResponse } from '../../../../src/domain/session/token-response';
import { browse } from './browser';
import type { ListeningServer } from './listening-server';
import type { ProviderSignIn } from './provider-sign-in';
import { loginPath } from './shopper-login-client';

export async function exchangeSignIn(
  server: ListeningServer,
  signIn: ProviderSignIn,
  host?: string,
): Promise<TokenResponse> {
  const response = await browse(`${server.url}${loginPath}/token`, {
    ...(host === undefined ? {} : { host }),
    form: {
      grant_type: 'authorization_code_pkce',
      code: signIn.redirect.searchParams.get('code') ?? '',
      usid: signIn.redirect.searchParams.get('usid') ?? '',
      code_verifier: signIn.pkce.verifier,
      redirect_uri: signIn.appRedirectUri,
      client_id: commerceConfig.clientId,
      channel_id: commerceConfig.channelId,
    },
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${response.body}`);
  return response.json<TokenResponse>();
}

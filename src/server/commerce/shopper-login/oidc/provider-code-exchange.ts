/**
 * The relying-party side of a provider sign-in: the URL that sends the browser to the
 * provider, and the back-channel exchange of the provider's code for its tokens. This
 * server authenticates with its client secret and proves the code is its own with PKCE.
 */
import type { IdentityProviderSetting } from '../../../idp/identity-provider-settings';
import type { BackChannel, LocalTarget } from './back-channel';
import type { ProviderMetadata } from './provider-metadata';

export interface ProviderAuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export function providerAuthorizeUrl(metadata: ProviderMetadata, request: ProviderAuthorizeRequest): string {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface ProviderTokens {
  idToken: string;
  accessToken: string;
}

export async function exchangeProviderCode(
  send: BackChannel,
  metadata: ProviderMetadata,
  client: Pick<IdentityProviderSetting, 'clientId' | 'clientSecret'>,
  exchange: { code: string; redirectUri: string; codeVerifier: string; local: LocalTarget | undefined },
): Promise<ProviderTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  // client_secret_basic is the default method when a provider names none (OIDC Discovery).
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) {
    const encode = (text: string) => encodeURIComponent(text);
    headers['authorization'] = `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const response = await send({ method: 'POST', url: metadata.token_endpoint, headers, body: form.toString(), local: exchange.local });
  const body = (response.json ?? {}) as Record<string, unknown>;
  if (response.status !== 200 || typeof body['id_token'] !== 'string') {
    const reason = typeof body['error'] === 'string' ? body['error'] : `status ${response.status}`;
    throw new Error(`The token endpoint of ${metadata.issuer} refused the code (${reason}).`);
  }
  return { idToken: body['id_token'], accessToken: typeof body['access_token'] === 'string' ? body['access_token'] : '' };
}

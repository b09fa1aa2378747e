/**
 * The relying-party side of a provider sign-in, through openid-client: the URL that sends
 * the browser to the provider (with a fresh state, nonce and PKCE S256 challenge), and the
 * back-channel exchange of the provider's code for its tokens, which openid-client checks as
 * OpenID Connect Core 3.1.3.7 asks (signature by the provider's keys, issuer, audience and
 * azp, expiry, nonce) after checking the state and the PKCE verifier's use.
 */
import * as client from 'openid-client';
import { idTokenClockToleranceSeconds } from './provider-configuration';

export interface ProviderSignInStart {
  authorizeUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function startProviderSignIn(
  configuration: client.Configuration,
  redirectUri: string,
): Promise<ProviderSignInStart> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizeUrl: url.href, state, nonce, codeVerifier };
}

export interface ProviderCallback {
  /** The callback URL as the provider sent the browser to it: redirect URI plus its answer. */
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderTokens {
  claims: client.IDToken;
  accessToken: string;
}

export async function exchangeProviderCode(
  configuration: client.Configuration,
  callback: ProviderCallback,
): Promise<ProviderTokens> {
  const tokens = await client.authorizationCodeGrant(configuration, callback.url, {
    pkceCodeVerifier: callback.codeVerifier,
    expectedState: callback.state,
    expectedNonce: callback.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (claims === undefined) throw new Error(`${configuration.serverMetadata().issuer} answered no id_token.`);
  // openid-client leaves iat in the future alone; a token from the future is a forged or
  // badly clocked one either way.
  if (claims.iat - idTokenClockToleranceSeconds > Math.floor(Date.now() / 1000))
    throw new Error('The id_token was issued in the future.');
  return { claims, accessToken: tokens.access_token };
}

/**
 * The shopper login as an OpenID Connect relying party (openid-client), against a provider
 * on a loopback port that answers any id_token a test gives it: what OpenID Connect Core
 * 3.1.3.7 says to refuse is refused, and only the provider's own keys are trusted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setJwksCache } from 'openid-client';
import type { JWTPayload } from 'jose';
import {
  exchangeProviderCode,
  startProviderSignIn,
} from '../../../src/server/commerce/shopper-login/oidc/provider-code-exchange';
import { createProviderConfigurations } from '../../../src/server/commerce/shopper-login/oidc/provider-configuration';
import type { ProviderRoute } from '../../../src/server/commerce/shopper-login/oidc/provider-route';
import { lazySigningKey, type SigningKey } from '../../../src/server/idp/jose/signing-key';
import {
  fakeClientId,
  fakeNonce,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './support/fake-identity-provider';

const redirectUri = 'http://localhost/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_epc_demo/oauth2/callback';
let provider: FakeIdentityProvider;
let otherKey: SigningKey;
let route: ProviderRoute;

beforeAll(async () => {
  [provider, otherKey] = await Promise.all([startFakeIdentityProvider(), lazySigningKey()()]);
  route = { setting: provider.setting, issuer: provider.issuer, local: undefined, insecureHttpAllowed: true };
});

afterAll(() => provider.close());

beforeEach(() => {
  provider.serveKeys([provider.key.publicJwk]);
  provider.tokenRequests.length = 0;
});

const now = () => Math.floor(Date.now() / 1000);
const validClaims = (): JWTPayload => ({
  iss: provider.issuer,
  aud: fakeClientId,
  sub: 'JSMITH',
  iat: now(),
  exp: now() + 300,
  nonce: fakeNonce,
});

/** openid-client's error and the check behind it (its cause), as the log shows them. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error: unknown = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('The relying party accepted what it should refuse.');
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** A fresh relying party (no cached configuration or keys) completing one sign-in. */
async function signInWith(
  idToken: string,
  options: { state?: string; configurations?: ReturnType<typeof createProviderConfigurations> } = {},
) {
  provider.answerIdToken(idToken);
  const configuration = await (options.configurations ?? createProviderConfigurations()).configurationOf(route);
  const url = new URL(`${redirectUri}?code=provider-code&state=${options.state ?? 'state-1'}`);
  return exchangeProviderCode(configuration, { url, state: 'state-1', nonce: fakeNonce, codeVerifier: 'v'.repeat(43) });
}

describe("the relying party accepts the provider's own id_token for this client and sign-in", () => {
  it('answers its claims and the provider access token, after authenticating with the client secret and the PKCE verifier', async () => {
    const tokens = await signInWith(await provider.idToken(validClaims()));
    expect(tokens.claims).toMatchObject({ sub: 'JSMITH', iss: provider.issuer });
    expect(tokens.accessToken).toBe('provider-access-token');
    const [request] = provider.tokenRequests;
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'provider-code',
      redirect_uri: redirectUri,
      code_verifier: 'v'.repeat(43),
    });
    // RFC 6749 section 2.3.1: each part form-urlencoded, then HTTP Basic.
    const basic = Buffer.from(request?.authorization?.replace(/^Basic /, '') ?? '', 'base64').toString('utf8');
    expect(basic.split(':').map((part) => decodeURIComponent(part.replaceAll('+', ' ')))).toEqual([
      fakeClientId,
      provider.setting.clientSecret,
    ]);
  });

  it('sends the browser to the discovered authorization endpoint with state, nonce and an S256 challenge', async () => {
    const configuration = await createProviderConfigurations().configurationOf(route);
    const start = await startProviderSignIn(configuration, redirectUri);
    const url = new URL(start.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fakeClientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: start.state,
      nonce: start.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(start.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });
});

describe('the relying party refuses an id_token that is not for this sign-in', () => {
  it.each([
    ['another issuer', { iss: 'https://evil.example' }, /"iss"/],
    ['another audience', { aud: 'someone-else' }, /"aud"/],
    ['several audiences without azp', { aud: [fakeClientId, 'other'] }, /"aud"/],
    ['several audiences naming another azp', { aud: [fakeClientId, 'other'], azp: 'other' }, /"azp"/],
    ['expired', { exp: now() - 120 }, /"exp"/],
    ['issued in the future', { iat: now() + 600 }, /future/],
    ['another nonce', { nonce: 'n-999' }, /"nonce"/],
    ['no nonce', { nonce: undefined }, /"nonce"/],
  ])('%s', async (_name, overrides, message) => {
    expect(await refusal(signInWith(await provider.idToken({ ...validClaims(), ...overrides })))).toMatch(message);
  });

  it('a callback whose state is not the one the sign-in started with', async () => {
    expect(await refusal(signInWith(await provider.idToken(validClaims()), { state: 'state-2' }))).toMatch(/"state"/);
    expect(provider.tokenRequests).toEqual([]);
  });
});

describe("the relying party trusts only the provider's keys", () => {
  it("refuses a token signed by another key, whether it names its own kid or the provider's", async () => {
    expect(await refusal(signInWith(await provider.idToken(validClaims(), otherKey)))).toMatch(/no applicable keys/);
    const impostor = { ...otherKey, kid: provider.key.kid };
    expect(await refusal(signInWith(await provider.idToken(validClaims(), impostor)))).toMatch(/signature/);
  });

  it('refuses a tampered token, an unsigned one and one that is not a JWT', async () => {
    const [header, , signature] = (await provider.idToken(validClaims())).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...validClaims(), sub: 'SOMEONE-ELSE' })).toString('base64url');
    expect(await refusal(signInWith(`${header}.${otherPayload}.${signature}`))).toMatch(/signature/);
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await refusal(signInWith(`${unsignedHeader}.${otherPayload}.`))).toMatch(/alg|algorithm/i);
    expect(await refusal(signInWith('not-a-jwt'))).toMatch(/JWT/);
  });

  it('fetches the keys again when a token names a kid the cached keys lack (the provider rotated them)', async () => {
    const configurations = createProviderConfigurations();
    const configuration = await configurations.configurationOf(route);
    // Keys fetched two minutes ago, before the provider started signing with its new key.
    setJwksCache(configuration, { jwks: { keys: [otherKey.publicJwk] }, uat: now() - 120 });
    const tokens = await signInWith(await provider.idToken(validClaims()), { configurations });
    expect(tokens.claims.sub).toBe('JSMITH');
  });
});

describe('the relying party speaks https to providers that are not on this machine', () => {
  it('refuses plain http unless the route allows it (embedded, loopback or IDP_<KIND>_ALLOW_HTTP)', async () => {
    const strict = { ...route, insecureHttpAllowed: false };
    expect(await refusal(createProviderConfigurations().configurationOf(strict))).toMatch(/HTTPS/i);
  });

  it('refuses a discovery document that names another issuer', async () => {
    provider.discoveryOverrides['issuer'] = 'https://evil.example';
    try {
      expect(await refusal(createProviderConfigurations().configurationOf(route))).toMatch(/issuer does not match/);
    } finally {
      delete provider.discoveryOverrides['issuer'];
    }
  });
});

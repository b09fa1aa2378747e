/**
 * The three embedded OpenID Connect providers on their own: discovery, keys, the sign-in
 * form, the code exchange and userinfo, through app.inject (origin http://localhost).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInKind } from '../../../src/config/commerce';
import { buildApp } from '../../../src/server/app';
import { shopperLoginPath } from '../../../src/server/commerce/shopper-login/shopper-login-paths';
import { demoUserPassword } from '../../../src/server/db/demo-data/demo-users';
import { lazySigningKey } from '../../../src/server/idp/jose/signing-key';
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { startTestServer, type TestServer } from '../support/test-server';
import { hiddenFieldsOf } from '../shopper-login/support/provider-sign-in';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const origin = 'http://localhost';
const redirectUri = `${origin}/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_epc_demo/oauth2/callback`;
const verifier = 'a-verifier-of-the-shopper-login-that-is-long-enough-0123456789';
const challenge = createHash('sha256').update(verifier).digest('base64url');

function authorizeParameters(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: 'epc-shopper-login',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

const showForm = (kind: SignInKind, overrides: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/idp/${kind}/authorize?${new URLSearchParams(authorizeParameters(overrides))}`,
  });

const submitForm = (kind: SignInKind, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: `/idp/${kind}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function codeFor(kind: SignInKind, username: string, overrides: Record<string, string> = {}): Promise<string> {
  const response = await submitForm(kind, { ...authorizeParameters(overrides), username, password: demoUserPassword });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location)).searchParams.get('code') ?? '';
}

function exchange(kind: SignInKind, form: Record<string, string>, basic?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/idp/${kind}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic === undefined ? {} : { authorization: `Basic ${basic}` }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const clientForm = (kind: SignInKind) => ({ client_id: 'epc-shopper-login', client_secret: `demo-${kind}-secret` });

async function tokensFor(kind: SignInKind, username: string) {
  const code = await codeFor(kind, username);
  const response = await exchange(kind, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    ...clientForm(kind),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id_token: string; access_token: string; token_type: string; expires_in: number }>();
}

describe.each(['corporate', 'retailer', 'third-party'] as const)('the %s provider', (kind) => {
  it('publishes its discovery document with issuer <origin>/idp/<kind>, and an RS256 public key', async () => {
    const discovery = await server.app.inject({ method: 'GET', url: `/idp/${kind}/.well-known/openid-configuration` });
    expect(discovery.json()).toMatchObject({
      issuer: `${origin}/idp/${kind}`,
      authorization_endpoint: `${origin}/idp/${kind}/authorize`,
      token_endpoint: `${origin}/idp/${kind}/token`,
      userinfo_endpoint: `${origin}/idp/${kind}/userinfo`,
      jwks_uri: `${origin}/idp/${kind}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
    const { keys } = (await server.app.inject({ method: 'GET', url: `/idp/${kind}/jwks` })).json<{
      keys: Record<string, unknown>[];
    }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      use: 'sig',
      alg: 'RS256',
      kid: expect.any(String),
      n: expect.any(String),
      e: 'AQAB',
    });
    expect(Object.keys(keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('shows an accessible sign-in form with the provider name as heading and no script', async () => {
    const response = await showForm(kind);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1>(Corporate single sign-on|Retailer network sign-in|Third-party account sign-in)<\/h1>/);
    expect(html).toContain('<label for="username">User name</label>');
    expect(html).toContain('<input id="username" name="username" type="text" autocomplete="username"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain(
      '<input id="password" name="password" type="password" autocomplete="current-password" required>',
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/<script|onload=|onerror=|javascript:/i);
    expect(hiddenFieldsOf(html)).toEqual(authorizeParameters());
  });

  it("issues an RS256 id_token with iss, aud, sub, nonce, exp, iat, auth_time and the kind's claims", async () => {
    const username = { corporate: 'jsmith', retailer: 'rparts', 'third-party': 'tpuser' }[kind];
    const tokens = await tokensFor(kind, username);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    const jwks = (await server.app.inject({ method: 'GET', url: `/idp/${kind}/jwks` })).json<JSONWebKeySet>();
    const { payload: claims } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), { algorithms: ['RS256'] });
    expect(claims).toMatchObject({ iss: `${origin}/idp/${kind}`, aud: 'epc-shopper-login', nonce: 'nonce-1' });
    expect(claims['exp']).toBe(Number(claims['iat']) + 600);
    expect(claims['auth_time']).toEqual(expect.any(Number));
    const kindClaims = {
      corporate: {
        sub: 'JSMITH',
        UserId: 'JSMITH',
        firstName: 'Jane',
        lastName: 'Smith',
        email: 'jane.smith@arden-corvid.example',
      },
      retailer: {
        sub: 'rparts',
        unique_name: 'rparts',
        retailer_id: '006CC',
        retailer_brand: 'corvid',
        employee_code: 'PM',
        organization_code: 'GB',
        email: 'rita.parker@006cc.dealer.example',
        given_name: 'Rita',
        family_name: 'Parker',
      },
      'third-party': {
        sub: 'tp-1001',
        email: 'pat.jones@garage.example',
        given_name: 'Pat',
        family_name: 'Jones',
        phone: '+44 20 7946 0001',
        external_id: 'tp-1001',
      },
    }[kind];
    expect(claims).toMatchObject(kindClaims);

    const userinfo = await server.app.inject({
      method: 'GET',
      url: `/idp/${kind}/userinfo`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject(kindClaims);
  });
});

describe('the retailer provider', () => {
  it("signs in an employee of the retailer lookup's directory with the demo password, with their dealer's claims", async () => {
    const [employee] = await server.database.query<{ user_id: string; dealer_code: string; email: string }>(
      `select user_id, dealer_code, email from retailer_users where user_id like '%-t1' order by user_id limit 1`,
    );
    if (employee === undefined) throw new Error('The demo data has no directory technician');
    const tokens = await tokensFor('retailer', employee.user_id.toUpperCase());
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      sub: employee.user_id,
      unique_name: employee.user_id,
      retailer_id: employee.dealer_code,
      employee_code: 'TEC',
      email: employee.email,
    });
    const wrong = await submitForm('retailer', {
      ...authorizeParameters(),
      username: employee.user_id,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the sign-in form', () => {
  it('checks the password: a wrong one shows the form again with the message, 401', async () => {
    const response = await submitForm('corporate', { ...authorizeParameters(), username: 'jsmith', password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(
      '<p class="error" id="sign-in-error" role="alert">The user name or password is wrong.</p>',
    );
    expect(response.body).toContain('aria-invalid="true" aria-describedby="sign-in-error"');
    expect(response.headers.location).toBeUndefined();
    const unknown = await submitForm('corporate', {
      ...authorizeParameters(),
      username: 'rparts',
      password: demoUserPassword,
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('escapes everything it echoes: request parameters and the typed user name', async () => {
    const attack = '"><script>alert(1)</script><x a=\'';
    const form = await showForm('retailer', { state: attack, nonce: `&${attack}` });
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain('<script>');
    expect(form.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=&#39;"');
    expect(hiddenFieldsOf(form.body)).toMatchObject({ state: attack, nonce: `&${attack}` });

    const again = await submitForm('retailer', {
      ...authorizeParameters({ state: attack }),
      username: `<img src=x onerror=alert(1)>${attack}`,
      password: 'x',
    });
    expect(again.statusCode).toBe(401);
    expect(again.body).not.toMatch(/<img|<script>/);
    expect(again.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;&quot;&gt;&lt;script&gt;');

    const errorPage = await showForm('retailer', { client_id: '<b>me</b>' });
    expect(errorPage.body).not.toContain('<b>me</b>');
  });

  it('redirects with code and state on the right password, to the registered redirect_uri only', async () => {
    const response = await submitForm('third-party', {
      ...authorizeParameters(),
      username: 'TPUser',
      password: demoUserPassword,
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${redirectUri}\\?code=[\\w-]+&state=state-1$`));
  });

  it.each([
    ['an unknown client_id', { client_id: 'someone' }, 'client_id is not known.'],
    [
      'another host as redirect_uri',
      { redirect_uri: 'https://evil.example/callback' },
      'redirect_uri is not registered for this client.',
    ],
    [
      "the app's own callback as redirect_uri",
      { redirect_uri: `${origin}/callback` },
      'redirect_uri is not registered for this client.',
    ],
  ])('shows an error page (400, no redirect) for %s', async (_name, overrides, message) => {
    for (const response of [
      await showForm('corporate', overrides),
      await submitForm('corporate', {
        ...authorizeParameters(overrides),
        username: 'jsmith',
        password: demoUserPassword,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`The sign-in request is not valid: ${message}`);
    }
  });

  it('shows an error page for a missing client_id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/idp/corporate/authorize?response_type=code' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The sign-in request is not valid: client_id is required.');
  });

  it.each([
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['a scope without openid', { scope: 'email' }, 'invalid_scope'],
    ['a plain code_challenge_method', { code_challenge_method: 'plain' }, 'invalid_request'],
  ])(
    'sends %s back to the registered redirect_uri as an OAuth error with the state',
    async (_name, overrides, error) => {
      const response = await showForm('corporate', overrides);
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('state-1');
    },
  );
});

describe('the token endpoint', () => {
  it('authenticates the client by client_secret_basic as well as client_secret_post', async () => {
    const code = await codeFor('retailer', 'rlee');
    const basic = Buffer.from('epc-shopper-login:demo-retailer-secret').toString('base64');
    const response = await exchange(
      'retailer',
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
      basic,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong client secret (401 invalid_client, with a Basic challenge for Basic)', async () => {
    const code = await codeFor('corporate', 'jsmith');
    const post = await exchange('corporate', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'epc-shopper-login',
      client_secret: 'guess',
    });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ error: 'invalid_client' });
    const basic = await exchange(
      'corporate',
      { grant_type: 'authorization_code', code },
      Buffer.from('epc-shopper-login:guess').toString('base64'),
    );
    expect(basic.statusCode).toBe(401);
    expect(basic.headers['www-authenticate']).toBe('Basic realm="token"');
    // Another provider's secret does not open this one.
    const crossed = await exchange('corporate', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      ...clientForm('retailer'),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses a wrong code_verifier, another redirect_uri, a reused code and another grant type', async () => {
    const form = (code: string, overrides: Record<string, string> = {}) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      ...clientForm('third-party'),
      ...overrides,
    });
    const wrongVerifier = await exchange(
      'third-party',
      form(await codeFor('third-party', 'tpuser'), { code_verifier: 'x'.repeat(50) }),
    );
    expect(wrongVerifier.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The code_verifier does not match the code_challenge.',
    });
    const otherRedirect = await exchange(
      'third-party',
      form(await codeFor('third-party', 'tpuser'), { redirect_uri: `${origin}/callback` }),
    );
    expect(otherRedirect.json()).toMatchObject({ error: 'invalid_grant' });
    const code = await codeFor('third-party', 'tpuser');
    expect((await exchange('third-party', form(code))).statusCode).toBe(200);
    const reused = await exchange('third-party', form(code));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
    const otherGrant = await exchange('third-party', form(code, { grant_type: 'password' }));
    expect(otherGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await exchange('third-party', {});
    expect(missing.json()).toEqual({ error: 'invalid_request', error_description: 'grant_type is required.' });
  });
});

describe('userinfo', () => {
  it("refuses a missing token, an id_token and another provider's access token: 401 with a Bearer challenge", async () => {
    const corporate = await tokensFor('corporate', 'jsmith');
    for (const header of [undefined, `Bearer ${corporate.id_token}`, 'Bearer nonsense']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/idp/corporate/userinfo',
        headers: header === undefined ? {} : { authorization: header },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    const crossed = await server.app.inject({
      method: 'GET',
      url: '/idp/retailer/userinfo',
      headers: { authorization: `Bearer ${corporate.access_token}` },
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses an access token signed with another key, a tampered one and an expired one', async () => {
    const { access_token: genuine } = await tokensFor('corporate', 'jsmith');
    const claims = decodeJwt(genuine);
    const { kid } = decodeProtectedHeader(genuine);
    const otherKey = await lazySigningKey()();
    const resign = (payload: JWTPayload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: kid ?? '' })
        .sign(otherKey.privateKey);
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'DMORGAN' })).toString('base64url')}.${signature}`;
    const now = Math.floor(Date.now() / 1000);
    const forgedExpired = await resign({ ...claims, iat: now - 1200, exp: now - 600 });
    for (const token of [await resign(claims), tampered, forgedExpired]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/idp/corporate/userinfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'invalid_token',
        error_description: 'A valid access token of this provider is required.',
      });
    }
    const stillGood = await server.app.inject({
      method: 'GET',
      url: '/idp/corporate/userinfo',
      headers: { authorization: `Bearer ${genuine}` },
    });
    expect(stillGood.statusCode).toBe(200);
  });
});

describe('signing keys are kept in the database, shared by every process', () => {
  it("a second process on the same database publishes the same keys and accepts the first one's tokens", async () => {
    const second = buildApp({ config: server.config, database: server.database, logger: false });
    try {
      await second.ready();
      for (const url of [
        '/idp/corporate/jwks',
        '/idp/retailer/jwks',
        '/idp/third-party/jwks',
        `${shopperLoginPath}/jwks`,
      ]) {
        const [first, other] = await Promise.all([
          server.app.inject({ method: 'GET', url }),
          second.inject({ method: 'GET', url }),
        ]);
        expect(other.json()).toEqual(first.json());
      }
      const corporateKid = (
        await server.app.inject({ method: 'GET', url: '/idp/corporate/jwks' })
      ).json<JSONWebKeySet>().keys[0]?.kid;
      const retailerKid = (await server.app.inject({ method: 'GET', url: '/idp/retailer/jwks' })).json<JSONWebKeySet>()
        .keys[0]?.kid;
      expect(corporateKid).not.toBe(retailerKid);

      const { access_token: accessToken } = await tokensFor('corporate', 'jsmith');
      const userinfo = await second.inject({
        method: 'GET',
        url: '/idp/corporate/userinfo',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(userinfo.statusCode).toBe(200);
      expect(userinfo.json()).toMatchObject({ sub: 'JSMITH' });
    } finally {
      await second.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import type { TokenResponse } from '../../../src/domain/session/token-response';
import { verifyAccessToken } from '../../../src/server/auth/access-token';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePkcePair } from './support/pkce-pair';
import {
  appCallback,
  authorizeQuery,
  codeOf,
  exchangeCode,
  injectOrigin,
  loginPath,
  refresh,
  tokenRequest,
} from './support/shopper-login-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const authorize = (query: URLSearchParams, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `${loginPath}/authorize?${query}`, headers });

describe('guest sign-in: GET authorize with hint=guest, then grant_type=authorization_code_pkce', () => {
  it('redirects to the absolute redirect_uri with a code and usid, and the code buys a guest TokenResponse', async () => {
    const pkce = makePkcePair();
    const response = await authorize(authorizeQuery({}, pkce));
    expect(response.headers.location).toMatch(/^http:\/\/localhost\/callback\?code=[\w-]+&usid=[\w-]+$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const grant = codeOf(response);

    const token = await exchangeCode(server.app, grant, pkce);
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = token.json<TokenResponse>();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'customer_id',
      'enc_user_id',
      'expires_in',
      'id_token',
      'idp_access_token',
      'refresh_token',
      'refresh_token_expires_in',
      'token_type',
      'usid',
    ]);
    expect(body).toMatchObject({
      id_token: '',
      enc_user_id: '',
      idp_access_token: '',
      token_type: 'BEARER',
      usid: grant.usid,
      expires_in: server.config.auth.accessTokenTtlSeconds,
      refresh_token_expires_in: server.config.auth.refreshTokenTtlSeconds,
    });
    const check = await verifyAccessToken(body.access_token, { secret: server.config.auth.tokenSecret });
    expect(check.valid && check.claims).toMatchObject({ sub: body.customer_id, usid: grant.usid, authType: 'guest' });
    const [customer] = await server.database.query('select auth_type from customers where customer_id = $1', [
      body.customer_id,
    ]);
    expect(customer).toEqual({ auth_type: 'guest' });
  });

  it('accepts the three provider callback paths as redirect_uri and echoes the app state', async () => {
    for (const path of ['/callback/corporate', '/callback/retailer', '/callback/third-party']) {
      const response = await authorize(authorizeQuery({ redirect_uri: `${injectOrigin}${path}`, state: 'xyz' }));
      expect(response.statusCode).toBe(303);
      expect(String(response.headers.location)).toMatch(new RegExp(`^${injectOrigin}${path}\\?code=.+&state=xyz$`));
    }
  });

  it('continues the guest of a known guest usid, and gives a new usid for an unknown one', async () => {
    const first = codeOf(await authorize(authorizeQuery()));
    const again = codeOf(await authorize(authorizeQuery({ usid: first.usid })));
    expect(again.usid).toBe(first.usid);
    const made = codeOf(await authorize(authorizeQuery({ usid: 'chosen-by-the-client' })));
    expect(made.usid).not.toBe('chosen-by-the-client');
  });
});

describe('authorize refuses clients and redirect URIs it does not know, without redirecting', () => {
  it.each([
    ['another host', { redirect_uri: 'https://evil.example/callback' }],
    ['another port', { redirect_uri: 'http://localhost:8081/callback' }],
    ['another path', { redirect_uri: `${injectOrigin}/callback/elsewhere` }],
    ['an added query', { redirect_uri: `${appCallback}?next=https://evil.example` }],
    ['another scheme', { redirect_uri: 'https://localhost/callback' }],
  ])('redirect_uri on %s: 400 invalid_request', async (_name, overrides) => {
    const response = await authorize(authorizeQuery(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toEqual({
      status_code: 'invalid_request',
      message: 'redirect_uri is not registered for this client.',
    });
  });

  it('never takes the origin from a Host that is not this machine without PUBLIC_URL or a trusted proxy', async () => {
    const response = await authorize(authorizeQuery({ redirect_uri: 'http://epc.test:8080/callback' }), {
      host: 'epc.test:8080',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toEqual({
      status_code: 'invalid_request',
      message:
        'This server does not know its public address for that host name: set PUBLIC_URL (or TRUST_PROXY behind a proxy).',
    });
  });

  it('unknown client_id: 400 invalid_client', async () => {
    const response = await authorize(authorizeQuery({ client_id: 'someone-else' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 'invalid_client', message: 'Unknown client_id.' });
  });

  it('unknown channel_id: 400 invalid_request', async () => {
    const response = await authorize(authorizeQuery({ channel_id: 'other' }));
    expect(response.json()).toEqual({ status_code: 'invalid_request', message: 'Unknown channel_id.' });
  });

  it('a missing or malformed parameter: 400 naming it', async () => {
    const query = authorizeQuery();
    query.delete('code_challenge');
    expect((await authorize(query)).json()).toEqual({
      status_code: 'invalid_request',
      message: 'code_challenge is required.',
    });
    const short = await authorize(authorizeQuery({ code_challenge: 'abc' }));
    expect(short.json()).toEqual({
      status_code: 'invalid_request',
      message: 'code_challenge must look like E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.',
    });
    expect((await authorize(authorizeQuery({ hint: 'nope' }))).statusCode).toBe(400);
  });

  it('unknown organization: 404', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_other/oauth2/authorize?${authorizeQuery()}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status_code: 'not_found', message: 'Unknown organization f_ecom_other.' });
  });
});

describe('the code exchange refuses what PKCE and the code binding do not allow', () => {
  async function freshCode(redirectUri = appCallback) {
    const pkce = makePkcePair();
    return { pkce, grant: codeOf(await authorize(authorizeQuery({ redirect_uri: redirectUri }, pkce))) };
  }

  it('a wrong code_verifier: invalid_grant, and the code still works with the right one', async () => {
    const { pkce, grant } = await freshCode();
    const wrong = await exchangeCode(server.app, grant, makePkcePair());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status_code: 'invalid_grant', message: 'Invalid code_verifier.' });
    expect((await exchangeCode(server.app, grant, pkce)).statusCode).toBe(200);
  });

  it('a reused code: refused, and the refresh token it issued is revoked', async () => {
    const { pkce, grant } = await freshCode();
    const first = (await exchangeCode(server.app, grant, pkce)).json<TokenResponse>();
    const second = await exchangeCode(server.app, grant, pkce);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      status_code: 'invalid_grant',
      message: 'The authorization code has already been used.',
    });
    const refreshed = await refresh(server.app, first.refresh_token);
    expect(refreshed.json()).toEqual({ status_code: 'invalid_grant', message: 'invalid refresh_token' });
  });

  it('a code older than 60 seconds: refused', async () => {
    const { pkce, grant } = await freshCode();
    await server.database.query(`update shopper_authorization_codes set expires_at = now() - interval '1 second'`);
    const response = await exchangeCode(server.app, grant, pkce);
    expect(response.json()).toEqual({ status_code: 'invalid_grant', message: 'The authorization code has expired.' });
  });

  it('another redirect_uri, usid or client_id than the code was issued for: refused', async () => {
    const { pkce, grant } = await freshCode();
    const otherRedirect = await exchangeCode(server.app, grant, pkce, `${injectOrigin}/callback/corporate`);
    expect(otherRedirect.json()).toEqual({
      status_code: 'invalid_grant',
      message: 'redirect_uri does not match the authorization request.',
    });
    const otherUsid = await exchangeCode(server.app, { ...grant, usid: 'another-usid' }, pkce);
    expect(otherUsid.json()).toEqual({
      status_code: 'invalid_grant',
      message: 'usid does not match the authorization code.',
    });
    const otherClient = await tokenRequest(server.app, {
      grant_type: 'authorization_code_pkce',
      code: grant.code,
      code_verifier: pkce.verifier,
      redirect_uri: appCallback,
      client_id: 'other',
    });
    expect(otherClient.json()).toEqual({ status_code: 'invalid_client', message: 'Unknown client_id.' });
    expect((await exchangeCode(server.app, grant, pkce)).statusCode).toBe(200);
  });

  it('an unknown code, a missing field, an unknown grant type or a repeated field: 400 with an OAuth body', async () => {
    const unknown = await exchangeCode(server.app, { code: 'nope', usid: 'x' }, makePkcePair());
    expect(unknown.json()).toEqual({ status_code: 'invalid_grant', message: 'Invalid authorization code.' });
    const missing = await tokenRequest(server.app, {
      grant_type: 'authorization_code_pkce',
      code: 'x',
      redirect_uri: appCallback,
    });
    expect(missing.json()).toEqual({ status_code: 'invalid_request', message: 'code_verifier is required.' });
    const grantType = await tokenRequest(server.app, { grant_type: 'password' });
    expect(grantType.statusCode).toBe(400);
    expect(grantType.json()).toMatchObject({ status_code: 'invalid_request' });
    const repeated = await server.app.inject({
      method: 'POST',
      url: `${loginPath}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=a&refresh_token=b&client_id=${commerceConfig.clientId}&channel_id=${commerceConfig.channelId}`,
    });
    expect(repeated.json()).toEqual({
      status_code: 'invalid_request',
      message: 'The parameter refresh_token is given more than once.',
    });
  });
});

/**
 * Without PUBLIC_URL (or a trusted proxy) the origin comes from the Host the browser sent
 * only when that Host names this machine's loopback interface, as `npm start` opened
 * locally does; any other Host is refused (idp/public-origin.ts). The embedded providers
 * then live under that Host, and the back channel to them goes to the server's own socket:
 * epc.localhost, which no resolver is asked about, still signs in, which proves no call left
 * for that name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptUserId } from '../../../src/server/commerce/shopper-login/tokens/enc-user-id';
import { demoUserPassword } from '../../../src/server/db/demo-data/demo-users';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../support/test-server';
import { browse } from './support/browser';
import { startListeningServer, type ListeningServer } from './support/listening-server';
import { signInThroughProvider } from './support/provider-sign-in';
import { authorizeQuery, loginPath } from './support/shopper-login-client';
import { exchangeSignIn } from './support/token-exchange';

const host = 'epc.localhost:4321';
let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ publicUrl: 'unset' });
});

afterAll(() => server.close());

describe('provider sign-in with the origin taken from the Host header', () => {
  it('publishes issuers under that Host', async () => {
    const discovery = await browse(`${server.url}/idp/retailer/.well-known/openid-configuration`, { host });
    expect(discovery.json()).toMatchObject({
      issuer: `http://${host}/idp/retailer`,
      token_endpoint: `http://${host}/idp/retailer/token`,
    });
  });

  it('signs in through the local socket and issues tokens whose id_token names that Host', async () => {
    const signIn = await signInThroughProvider(server, 'retailer', 'rlee', demoUserPassword, { host });
    expect(signIn.redirect.searchParams.get('code')).toEqual(expect.any(String));
    const tokens = await exchangeSignIn(server, signIn, host);
    expect(decryptUserId(tokens.enc_user_id, server.config.auth.tokenSecret)).toBe('rlee');
    expect(decodeJwt(tokens.id_token).iss).toBe(`http://${host}${loginPath}`);
  });
});

describe('a Host that is not this machine', () => {
  it('is refused, so a forged Host never names an issuer or a redirect target', async () => {
    const discovery = await browse(`${server.url}/idp/retailer/.well-known/openid-configuration`, {
      host: 'evil.example',
    });
    expect(discovery.status).toBe(400);
    expect(discovery.body).not.toContain('evil.example');
  });
});

describe('a provider that cannot be reached', () => {
  let notListening: TestServer;

  beforeAll(async () => {
    notListening = await startTestServer();
  });

  afterAll(() => notListening.close());

  it('sends the app temporarily_unavailable instead of a broken redirect', async () => {
    const response = await notListening.app.inject({
      method: 'GET',
      url: `${loginPath}/authorize?${authorizeQuery({ hint: 'corporate-sso', redirect_uri: 'http://localhost/callback/corporate', state: 's1' })}`,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost/callback/corporate');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'The identity provider cannot be reached. Try again later.',
      state: 's1',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { isRetryableRefreshFailure, type TokenResponse } from '../../../src/domain/session/token-response';
import { hashPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { decryptUserId } from '../../../src/server/commerce/shopper-login/tokens/enc-user-id';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePkcePair } from './support/pkce-pair';
import { appCallback, codeOf, exchangeCode, loginPath, refresh, signInAsGuest } from './support/shopper-login-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.query(
    `insert into customers (customer_id, auth_type, provider, login, email, first_name, last_name, password_hash)
     values ('pw-customer-1', 'registered', 'password', 'workshop@example.com', 'workshop@example.com', 'Wendy', 'Shaw', $1)`,
    [await hashPassword('correct horse battery')],
  );
});

afterAll(() => server.close());

function passwordLogin(login: string | undefined, password: string, overrides: Record<string, string> = {}) {
  const pkce = makePkcePair();
  const response = server.app.inject({
    method: 'POST',
    url: `${loginPath}/login`,
    headers: {
      ...(login === undefined
        ? {}
        : { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` }),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      redirect_uri: appCallback,
      client_id: commerceConfig.clientId,
      code_challenge: pkce.challenge,
      channel_id: commerceConfig.channelId,
      ...overrides,
    }).toString(),
  });
  return { pkce, response };
}

async function signInWithPassword(): Promise<TokenResponse> {
  const { pkce, response } = passwordLogin('Workshop@Example.com', 'correct horse battery');
  const token = await exchangeCode(server.app, codeOf(await response), pkce);
  expect(token.statusCode).toBe(200);
  return token.json<TokenResponse>();
}

const logout = (tokens: TokenResponse, accessToken = tokens.access_token) =>
  server.app.inject({
    method: 'GET',
    url: `${loginPath}/logout?${new URLSearchParams({ client_id: commerceConfig.clientId, refresh_token: tokens.refresh_token, channel_id: commerceConfig.channelId })}`,
    headers: accessToken === '' ? {} : { authorization: `Bearer ${accessToken}` },
  });

const userinfo = (accessToken: string) =>
  server.app.inject({
    method: 'GET',
    url: `${loginPath}/userinfo?channel_id=${commerceConfig.channelId}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('POST login with Basic credentials (password customers)', () => {
  it('redirects with a code that buys a registered TokenResponse', async () => {
    const tokens = await signInWithPassword();
    expect(tokens.customer_id).toBe('pw-customer-1');
    expect(tokens.id_token).not.toBe('');
    expect(decryptUserId(tokens.enc_user_id, server.config.auth.tokenSecret)).toBe('pw-customer-1');
  });

  it('refuses a wrong password and an unknown login alike: 401', async () => {
    for (const [login, password] of [
      ['workshop@example.com', 'wrong'],
      ['nobody@example.com', 'correct horse battery'],
    ] as const) {
      const response = await passwordLogin(login, password).response;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status_code: 'unauthorized', message: 'Credentials are not valid.' });
    }
  });

  it('refuses a missing Basic header and an unlisted redirect_uri', async () => {
    const noHeader = await passwordLogin(undefined, '').response;
    expect(noHeader.json()).toEqual({ status_code: 'invalid_request', message: 'authorization is required.' });
    const elsewhere = await passwordLogin('workshop@example.com', 'correct horse battery', {
      redirect_uri: 'https://evil.example/callback',
    }).response;
    expect(elsewhere.json()).toEqual({
      status_code: 'invalid_request',
      message: 'redirect_uri is not registered for this client.',
    });
  });
});

describe('grant_type=refresh_token', () => {
  it('rotates: each refresh gives a new refresh token, and the old one stops working', async () => {
    const guest = await signInAsGuest(server.app);
    const first = await refresh(server.app, guest.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<TokenResponse>();
    expect(rotated.refresh_token).not.toBe(guest.refresh_token);
    expect(rotated).toMatchObject({ customer_id: guest.customer_id, usid: guest.usid, id_token: '' });
    const second = await refresh(server.app, rotated.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  /** Moves a token's rotation back in time, past the reuse interval. */
  const rotatedLongAgo = (customerId: string) =>
    server.database.query(
      `update shopper_refresh_tokens set rotated_at = now() - interval '1 hour' where customer_id = $1 and rotated_at is not null`,
      [customerId],
    );

  it('reuse detection: presenting a rotated token after the reuse interval revokes the whole family, the newest token included', async () => {
    const tokens = await signInWithPassword();
    const newest = (await refresh(server.app, tokens.refresh_token)).json<TokenResponse>();
    await rotatedLongAgo(tokens.customer_id);
    const reuse = await refresh(server.app, tokens.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ status_code: 'invalid_grant', message: 'invalid refresh_token' });
    const afterTheft = await refresh(server.app, newest.refresh_token);
    expect(afterTheft.json()).toEqual({ status_code: 'invalid_grant', message: 'invalid refresh_token' });
    expect(isRetryableRefreshFailure(afterTheft.json<{ message: string }>().message)).toBe(true);
  });

  it('a rotated token presented again within the reuse interval (its answer was lost) refreshes in the same family', async () => {
    const tokens = await signInWithPassword();
    const lostAnswer = (await refresh(server.app, tokens.refresh_token)).json<TokenResponse>();
    const retry = await refresh(server.app, tokens.refresh_token);
    expect(retry.statusCode).toBe(200);
    const retried = retry.json<TokenResponse>();
    expect(retried).toMatchObject({ customer_id: tokens.customer_id, usid: tokens.usid });
    expect(retried.refresh_token).not.toBe(lostAnswer.refresh_token);
    expect((await refresh(server.app, retried.refresh_token)).statusCode).toBe(200);
    expect((await refresh(server.app, lostAnswer.refresh_token)).statusCode).toBe(200);
  });

  it('an expired refresh token: EXPIRED_TOKEN', async () => {
    const guest = await signInAsGuest(server.app);
    await server.database.query(
      `update shopper_refresh_tokens set expires_at = now() - interval '1 second' where customer_id = $1`,
      [guest.customer_id],
    );
    const response = await refresh(server.app, guest.refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('EXPIRED_TOKEN');
    expect(response.json()).toMatchObject({ status_code: 'invalid_grant' });
  });

  it('a registered refresh keeps the id_token and enc_user_id', async () => {
    const tokens = await signInWithPassword();
    const refreshed = (await refresh(server.app, tokens.refresh_token)).json<TokenResponse>();
    expect(refreshed.id_token).not.toBe('');
    expect(decryptUserId(refreshed.enc_user_id, server.config.auth.tokenSecret)).toBe('pw-customer-1');
  });

  it('an unknown refresh token: invalid refresh_token', async () => {
    expect((await refresh(server.app, 'made-up')).json()).toEqual({
      status_code: 'invalid_grant',
      message: 'invalid refresh_token',
    });
  });
});

describe('GET logout', () => {
  it('revokes the refresh token family and answers a fresh guest session', async () => {
    const tokens = await signInWithPassword();
    const response = await logout(tokens);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const guest = response.json<TokenResponse>();
    expect(guest).toMatchObject({ id_token: '', enc_user_id: '', token_type: 'BEARER' });
    expect(guest.customer_id).not.toBe(tokens.customer_id);
    expect((await refresh(server.app, tokens.refresh_token)).json()).toEqual({
      status_code: 'invalid_grant',
      message: 'invalid refresh_token',
    });
    expect((await refresh(server.app, guest.refresh_token)).statusCode).toBe(200);
  });

  it("needs the access token, and refuses another customer's refresh token", async () => {
    const tokens = await signInWithPassword();
    const anonymous = await logout(tokens, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status_code: 'unauthorized', message: 'A valid access token is required.' });
    const guest = await signInAsGuest(server.app);
    const someoneElses = await logout(tokens, guest.access_token);
    expect(someoneElses.json()).toEqual({ status_code: 'invalid_grant', message: 'invalid refresh_token' });
    expect((await refresh(server.app, tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('GET userinfo', () => {
  it('answers sub, email and names for a registered shopper', async () => {
    const tokens = await signInWithPassword();
    const response = await userinfo(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sub: 'pw-customer-1',
      email: 'workshop@example.com',
      given_name: 'Wendy',
      family_name: 'Shaw',
    });
  });

  it('refuses guests and missing tokens: 401', async () => {
    const guest = await signInAsGuest(server.app);
    for (const token of [guest.access_token, 'not-a-token']) {
      const response = await userinfo(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status_code: 'unauthorized',
        message: 'A registered shopper access token is required.',
      });
    }
  });
});

/**
 * Sign-in forms, token, login and password routes are limited per account and per client
 * address, with the counters in the database (docs/abuse-protection.md). Issue 12: "200
 * wrong passwords on an identity provider's form or on shopper login are never slowed or
 * locked out".
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { demoUserPassword } from '../../../src/server/db/demo-data/demo-users';
import { hashPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { expectProblem } from '../support/problem-assertions';
import { appCallback, loginPath, signInAsGuest } from '../shopper-login/support/shopper-login-client';
import { makePkcePair } from '../shopper-login/support/pkce-pair';
import { startAbuseServer, type AbuseServer } from './support/abuse-server';

const accountMax = 10;
const addressMax = 20;
let server: AbuseServer;

beforeAll(async () => {
  server = await startAbuseServer({
    rateLimits: { accountMax, addressMax, accountWindowSeconds: 900, addressWindowSeconds: 60 },
  });
});

afterAll(() => server.close());

const verifier = 'a-verifier-of-the-shopper-login-that-is-long-enough-0123456789';
const idpForm = (username: string, password: string): Record<string, string> => ({
  response_type: 'code',
  client_id: 'epc-shopper-login',
  redirect_uri: 'http://localhost/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_epc_demo/oauth2/callback',
  scope: 'openid email profile',
  state: 'state-1',
  nonce: 'nonce-1',
  code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  code_challenge_method: 'S256',
  username,
  password,
});

// Each test signs in from an address of its own, so only the account limit is in play.
let testAddress = 0;
let remoteAddress = '';
beforeEach(() => {
  testAddress += 1;
  remoteAddress = `192.0.2.${testAddress}`;
});

const submitIdpForm = (app: FastifyInstance, username: string, password: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/idp/retailer/authorize',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(idpForm(username, password)).toString(),
    ...extra,
  });

const shopperLogin = (app: FastifyInstance, login: string, password: string) =>
  app.inject({
    method: 'POST',
    url: `${loginPath}/login`,
    remoteAddress,
    headers: {
      authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      redirect_uri: appCallback,
      client_id: commerceConfig.clientId,
      code_challenge: makePkcePair().challenge,
      channel_id: commerceConfig.channelId,
    }).toString(),
  });

async function addPasswordCustomer(login: string, password: string): Promise<void> {
  await server.database.query(
    `insert into customers (customer_id, auth_type, provider, login, email, password_hash)
     values ($1, 'registered', 'password', $1, 'limits@example.com', $2)`,
    [login, await hashPassword(password)],
  );
}

function expectRetryAfter(headers: Record<string, unknown>, atMostSeconds: number): void {
  const retryAfter = Number(headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe("an identity provider's sign-in form", () => {
  it(`locks a user name out after ${accountMax} wrong passwords, showing why on the form, even for the right password`, async () => {
    for (let attempt = 0; attempt < accountMax; attempt += 1) {
      expect((await submitIdpForm(server.app, 'rlee', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    for (const password of ['wrong-again', demoUserPassword]) {
      const refused = await submitIdpForm(server.app, 'rlee', password);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expectRetryAfter(refused.headers, 900);
      expect(refused.body).toContain(
        'Too many failed attempts for this account. For its protection, try again in 15 minutes.',
      );
      expect(refused.body).toContain('role="alert"');
      expect(refused.body).toContain('name="username"');
    }
    // Another user of the same provider is not affected.
    expect((await submitIdpForm(server.app, 'rparts', demoUserPassword)).statusCode).toBe(303);
  });

  it('counts in the database, so a second server process sees the same attempts', async () => {
    const other = await server.secondApp();
    for (let attempt = 0; attempt < accountMax / 2; attempt += 1) {
      expect((await submitIdpForm(server.app, 'rtech', 'wrong')).statusCode).toBe(401);
      expect((await submitIdpForm(other, 'rtech', 'wrong')).statusCode).toBe(401);
    }
    expect((await submitIdpForm(other, 'rtech', demoUserPassword)).statusCode).toBe(429);
    expect((await submitIdpForm(server.app, 'rtech', demoUserPassword)).statusCode).toBe(429);
    const [row] = await server.database.query<{ counters: number }>(
      'select count(*)::int as counters from rate_limit_counters',
    );
    expect(row?.counters).toBeGreaterThan(0);
  });

  it('lets the user name try again once the window has ended', async () => {
    for (let attempt = 0; attempt < accountMax; attempt += 1) await submitIdpForm(server.app, 'tpuser', 'wrong');
    expect((await submitIdpForm(server.app, 'tpuser', demoUserPassword)).statusCode).toBe(429);
    await server.database.query(`update rate_limit_counters set window_ends_at = now() - interval '1 second'`);
    const retailerUser = await submitIdpForm(server.app, 'rlee', demoUserPassword);
    expect(retailerUser.statusCode).toBe(303);
  });
});

describe('shopper login with a password', () => {
  it(`refuses the attempt after ${accountMax} wrong passwords with a 429 in its own error shape, even with the right password`, async () => {
    await addPasswordCustomer('limited-login', 'Sprocket-2026');
    for (let attempt = 0; attempt < accountMax; attempt += 1) {
      expect((await shopperLogin(server.app, 'limited-login', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const refused = await shopperLogin(server.app, 'limited-login', 'Sprocket-2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status_code: 'too_many_requests',
      message: 'Too many failed attempts for this account. For its protection, try again in 15 minutes.',
    });
    expectRetryAfter(refused.headers, 900);
  });

  it('counts a login whatever its case', async () => {
    await addPasswordCustomer('case-login', 'Sprocket-2026');
    for (let attempt = 0; attempt < accountMax; attempt += 1) {
      await shopperLogin(server.app, attempt % 2 === 0 ? 'case-login' : 'CASE-LOGIN', 'wrong');
    }
    expect((await shopperLogin(server.app, 'Case-Login', 'Sprocket-2026')).statusCode).toBe(429);
  });
});

describe('the password reset', () => {
  it(`sends at most ${accountMax} reset mails per login in a window`, async () => {
    await addPasswordCustomer('reset-login', 'Sprocket-2026');
    const headers = { authorization: `Bearer ${(await signInAsGuest(server.app)).access_token}` };
    const requestReset = () =>
      server.app.inject({
        method: 'POST',
        url: '/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/password_reset',
        remoteAddress,
        headers,
        payload: { login: 'reset-login' },
      });
    for (let attempt = 0; attempt < accountMax; attempt += 1) expect((await requestReset()).statusCode).toBe(200);
    const refused = await requestReset();
    expectProblem(refused, 429);
    expectRetryAfter(refused.headers, 900);
  });
});

describe('per client address', () => {
  it(`refuses the token request after ${addressMax} in a minute from one address, with a 429 and Retry-After`, async () => {
    const tokenRequest = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: `${loginPath}/token`,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'guess',
          client_id: commerceConfig.clientId,
          channel_id: commerceConfig.channelId,
        }).toString(),
      });
    for (let attempt = 0; attempt < addressMax; attempt += 1)
      expect((await tokenRequest('203.0.113.7')).statusCode).toBe(400);
    const refused = await tokenRequest('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many sign-in requests from your network address\. Try again in \d+ seconds?\.$/,
    );
    expectRetryAfter(refused.headers, 60);
    // Another address is not affected.
    expect((await tokenRequest('203.0.113.8')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const form = (forwardedFor: string) =>
      submitIdpForm(server.app, `nobody-${forwardedFor}`, 'wrong', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      });
    for (let attempt = 0; attempt < addressMax; attempt += 1)
      expect((await form(`192.0.2.${attempt}`)).statusCode).toBe(401);
    expect((await form('192.0.2.200')).statusCode).toBe(429);
  });
});

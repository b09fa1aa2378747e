/**
 * Logs never carry secrets or personal data: not a password a person typed, not the
 * Authorization header, not a sign-in code or reset token, and not the parameters or row
 * data of a failed database query (issue 12: "a failed query's parameters (a password hash,
 * customer records) are written to the log"). The app logs as in production (info level,
 * the server's own logger options) into a string the tests read.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { hashPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { appCallback, loginPath, signInAsGuest } from '../shopper-login/support/shopper-login-client';
import { makePkcePair } from '../shopper-login/support/pkce-pair';
import { resetTokensFor } from '../support/mail-folder';
import { startAbuseServer, type AbuseServer } from './support/abuse-server';

const password = 'Tr0ub4dor-and-3-more';
const email = 'private.person@example.com';
let server: AbuseServer;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(password);
  server = await startAbuseServer({
    extend: (app) => {
      // A query that fails with a password hash and a customer's e-mail among its parameters.
      app.post('/test/failing-query', async () => {
        await app.database.query('insert into no_such_table (login, email, password_hash) values ($1, $2, $3)', [
          'private-login',
          email,
          passwordHash,
        ]);
        return { ok: true };
      });
      // A query that fails on a row whose data PostgreSQL quotes in its error detail.
      app.post('/test/duplicate-row', async () => {
        for (let insert = 0; insert < 2; insert += 1) {
          await app.database.query(
            `insert into customers (customer_id, auth_type, provider, login, email, password_hash)
             values ('dup-customer', 'registered', 'password', 'dup-login', $1, $2)`,
            [email, passwordHash],
          );
        }
        return { ok: true };
      });
      // A handler that logs a secret through a child of its request's logger.
      app.post('/test/child-log', async (request) => {
        request.log.child({ step: 'checking' }).warn({ form: { password } }, 'a line from a handler');
        return { ok: true };
      });
    },
  });
  await server.database.query(
    `insert into customers (customer_id, auth_type, provider, login, email, password_hash)
     values ('logged-customer', 'registered', 'password', 'logged-login', $1, $2)`,
    [email, passwordHash],
  );
});

afterAll(() => server.close());

function expectNotLogged(...secrets: string[]): void {
  const log = server.log();
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
}

interface LogLine {
  reqId?: string;
  step?: string;
  msg?: string;
  req?: { url: string };
  form?: { password: string };
}

const logLines = (): LogLine[] =>
  server
    .log()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);

describe("a request's log lines", () => {
  it('carry its id, also through a child logger, and keep secrets redacted', async () => {
    server.app.log.info('a line from no request');
    expect((await server.app.inject({ method: 'POST', url: '/test/child-log' })).statusCode).toBe(200);

    const lines = logLines();
    const incoming = lines.findLast((line) => line.msg === 'incoming request' && line.req?.url === '/test/child-log');
    const fromHandler = lines.findLast((line) => line.msg === 'a line from a handler');
    expect(incoming?.reqId).toMatch(/^req-/);
    expect(fromHandler).toMatchObject({ reqId: incoming?.reqId, step: 'checking', form: { password: '[redacted]' } });
    expect(lines.find((line) => line.msg === 'a line from no request')).not.toHaveProperty('reqId');
    expectNotLogged(password);
  });
});

describe('a failed database query', () => {
  it('is logged with what failed, never with its parameters', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(server.log()).toContain('no_such_table');
    expectNotLogged(passwordHash, passwordHash.split('$').at(-1) ?? '', email, 'private-login');
  });

  it('is logged without the row data PostgreSQL quotes in its detail', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/test/duplicate-row' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectNotLogged(passwordHash, email, 'dup-login');
  });
});

describe('sign-ins', () => {
  it('never log the password, the Authorization header or the code', async () => {
    const basic = Buffer.from(`logged-login:${password}`).toString('base64');
    const login = await server.app.inject({
      method: 'POST',
      url: `${loginPath}/login`,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: appCallback,
        client_id: commerceConfig.clientId,
        code_challenge: makePkcePair().challenge,
        channel_id: commerceConfig.channelId,
      }).toString(),
    });
    expect(login.statusCode).toBe(303);
    const code = new URL(String(login.headers.location)).searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const verifier = 'a-verifier-of-the-shopper-login-that-is-long-enough-0123456789';
    const form = await server.app.inject({
      method: 'POST',
      url: '/idp/corporate/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: 'epc-shopper-login',
        redirect_uri: 'http://localhost/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_epc_demo/oauth2/callback',
        scope: 'openid',
        state: 'state-1',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        username: 'jsmith',
        password,
      }).toString(),
    });
    expect(form.statusCode).toBe(401);

    // A code in a URL (the identity provider's redirect back) is logged as [redacted].
    await server.app.inject({ method: 'GET', url: `${loginPath}/callback?code=${code}&state=s1` });
    expect(server.log()).toContain('code=%5Bredacted%5D');
    expectNotLogged(password, basic, code);
  });

  it('never log a reset token, mailed or presented', async () => {
    const headers = { authorization: `Bearer ${(await signInAsGuest(server.app)).access_token}` };
    const shop = '/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/password_reset';
    expect(
      (await server.app.inject({ method: 'POST', url: shop, headers, payload: { login: 'logged-login' } })).statusCode,
    ).toBe(200);
    const [token] = await resetTokensFor(server.config.mail.mailDir, 'logged-login');
    expect(token).toEqual(expect.any(String));
    const confirm = await server.app.inject({
      method: 'POST',
      url: `${shop}/confirm`,
      headers,
      payload: { login: 'logged-login', reset_token: token, new_password: `${password}-new` },
    });
    expect(confirm.statusCode).toBe(204);
    expectNotLogged(token ?? '', `${password}-new`, headers.authorization.slice(7));
  });
});

/**
 * A password customer whose hash was made with the older scrypt parameters signs in as
 * before, and from then on has a hash at today's parameters; a failed sign-in changes nothing.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { passwordNeedsRehash, verifyPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePkcePair } from './support/pkce-pair';
import { appCallback, codeOf, exchangeCode, loginPath } from './support/shopper-login-client';

let server: TestServer;
const password = 'workshop-since-2019';
const salt = randomBytes(16);
const oldHash = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync(password, salt, 32, { N: 16_384, r: 8, p: 1 }).toString('base64url')}`;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.query(
    `insert into customers (customer_id, auth_type, provider, login, email, first_name, last_name, password_hash)
     values ('pw-old-hash', 'registered', 'password', 'old-hash@example.com', 'old-hash@example.com', 'Olga', 'Hash', $1)`,
    [oldHash],
  );
});

afterAll(() => server.close());

async function storedHash(): Promise<string> {
  const [row] = await server.database.query<{ password_hash: string }>(
    `select password_hash from customers where customer_id = 'pw-old-hash'`,
  );
  return row?.password_hash ?? '';
}

async function passwordLogin(secret: string) {
  const pkce = makePkcePair();
  const response = await server.app.inject({
    method: 'POST',
    url: `${loginPath}/login`,
    headers: {
      authorization: `Basic ${Buffer.from(`old-hash@example.com:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      redirect_uri: appCallback,
      client_id: commerceConfig.clientId,
      code_challenge: pkce.challenge,
      channel_id: commerceConfig.channelId,
    }).toString(),
  });
  return { pkce, response };
}

describe('a password hashed with the older parameters', () => {
  it('is kept as it is when the sign-in fails', async () => {
    expect((await passwordLogin('not-the-password')).response.statusCode).toBe(401);
    expect(await storedHash()).toBe(oldHash);
  });

  it("still signs in, and is then stored again at today's parameters (which verify the same password)", async () => {
    const { pkce, response } = await passwordLogin(password);
    const tokens = await exchangeCode(server.app, codeOf(response), pkce);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({ customer_id: 'pw-old-hash' });

    const upgraded = await storedHash();
    expect(upgraded).not.toBe(oldHash);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(passwordNeedsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(password, upgraded)).toBe(true);

    const again = await passwordLogin(password);
    expect(again.response.statusCode).toBe(303);
    expect(await storedHash()).toBe(upgraded);
  });
});

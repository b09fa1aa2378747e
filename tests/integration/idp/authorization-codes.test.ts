/**
 * The embedded providers' authorization codes live in PostgreSQL (migration 021), not in a
 * process's memory: single use, 60 seconds, stored hashed, swept when expired, and a code
 * issued through one app instance is redeemed through another on the same database, as two
 * server processes behind a load balancer would.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { demoUserPassword } from '../../../src/server/db/demo-data/demo-users';
import { createAuthorizationCodeStore, type IssuedCode } from '../../../src/server/idp/authorization-code-store';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let otherInstance: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer();
  otherInstance = buildApp({ config: server.config, database: server.database, logger: false });
  await otherInstance.ready();
});

afterAll(async () => {
  await otherInstance.close();
  await server.close();
});

const redirectUri = 'http://localhost/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_epc_demo/oauth2/callback';
const verifier = 'a-verifier-of-the-shopper-login-that-is-long-enough-0123456789';
const challenge = createHash('sha256').update(verifier).digest('base64url');

const entry: IssuedCode = {
  username: 'someone',
  clientId: 'epc-shopper-login',
  redirectUri,
  nonce: 'nonce-1',
  codeChallenge: challenge,
  scope: 'openid email profile',
  authTime: 1_780_000_000,
};

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

describe('the authorization code store', () => {
  it('answers a code once, with what it was issued for', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'corporate');
    const code = await codes.issue(entry);
    expect(await codes.take(code)).toEqual(entry);
    expect(await codes.take(code)).toBeUndefined();
  });

  it('keeps the optional nonce and challenge absent when they were', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'retailer');
    const code = await codes.issue({ ...entry, nonce: undefined, codeChallenge: undefined });
    expect(await codes.take(code)).toEqual({ ...entry, nonce: undefined, codeChallenge: undefined });
  });

  it('stores only the SHA-256 hash of the code, for 60 seconds', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'corporate');
    const code = await codes.issue(entry);
    const rows = await server.database.query<{ code_hash: string; lifetime: number }>(
      `select code_hash, round(extract(epoch from expires_at - now()))::int as lifetime
       from idp_authorization_codes where code_hash = $1 or code_hash = $2`,
      [hashOf(code), code],
    );
    expect(rows).toEqual([{ code_hash: hashOf(code), lifetime: 60 }]);
    await codes.take(code);
  });

  it('refuses an expired code, and takes it out all the same', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'corporate');
    const code = await codes.issue(entry);
    await server.database.query(
      `update idp_authorization_codes set expires_at = now() - interval '1 second' where code_hash = $1`,
      [hashOf(code)],
    );
    expect(await codes.take(code)).toBeUndefined();
    const left = await server.database.query('select 1 from idp_authorization_codes where code_hash = $1', [
      hashOf(code),
    ]);
    expect(left).toEqual([]);
  });

  it('sweeps expired codes when it issues a new one', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'third-party');
    const old = await codes.issue(entry);
    await server.database.query(
      `update idp_authorization_codes set expires_at = now() - interval '1 second' where code_hash = $1`,
      [hashOf(old)],
    );
    const fresh = await codes.issue(entry);
    const hashes = await server.database.query<{ code_hash: string }>(
      'select code_hash from idp_authorization_codes where code_hash in ($1, $2)',
      [hashOf(old), hashOf(fresh)],
    );
    expect(hashes).toEqual([{ code_hash: hashOf(fresh) }]);
    await codes.take(fresh);
  });

  it("does not answer one provider's code to another", async () => {
    const code = await createAuthorizationCodeStore(server.database, 'corporate').issue(entry);
    expect(await createAuthorizationCodeStore(server.database, 'retailer').take(code)).toBeUndefined();
    expect(await createAuthorizationCodeStore(server.database, 'corporate').take(code)).toEqual(entry);
  });

  it('gives a code to exactly one of two takes at the same moment', async () => {
    const codes = createAuthorizationCodeStore(server.database, 'corporate');
    const code = await codes.issue(entry);
    const taken = await Promise.all([codes.take(code), codes.take(code)]);
    expect(taken.filter((found) => found !== undefined)).toHaveLength(1);
  });
});

describe('a code across two app instances on one database', () => {
  const authorizeFields = {
    response_type: 'code',
    client_id: 'epc-shopper-login',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  const tokenForm = (code: string) =>
    new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'epc-shopper-login',
      client_secret: 'demo-corporate-secret',
    }).toString();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('is issued by the sign-in form of one and exchanged, once, at the token endpoint of the other', async () => {
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/idp/corporate/authorize',
      headers: form,
      payload: new URLSearchParams({ ...authorizeFields, username: 'jsmith', password: demoUserPassword }).toString(),
    });
    expect(signedIn.statusCode).toBe(303);
    const code = new URL(String(signedIn.headers.location)).searchParams.get('code') ?? '';

    const exchanged = await otherInstance.inject({
      method: 'POST',
      url: '/idp/corporate/token',
      headers: form,
      payload: tokenForm(code),
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String) });

    const replayed = await server.app.inject({
      method: 'POST',
      url: '/idp/corporate/token',
      headers: form,
      payload: tokenForm(code),
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

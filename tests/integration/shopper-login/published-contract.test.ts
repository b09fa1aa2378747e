/**
 * The shopper login's contract as /api/docs/json publishes it: the token reply's fields and
 * SLAS's { status_code, message } errors, and the sign-in redirects described rather than
 * given a body schema. A token reply keeps every field of the domain's TokenResponse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

interface Operation {
  description?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

let server: TestServer;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  server = await startTestServer();
  const reply = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = reply.json<{ paths: typeof paths }>().paths;
});

afterAll(() => server.close());

const prefix = '/mobify/proxy/api/shopper/auth/v1/organizations/{organizationId}/oauth2';

function fieldsOf(operation: Operation | undefined, status: string): string[] {
  return Object.keys(operation?.responses?.[status]?.content?.['application/json']?.schema?.properties ?? {});
}

describe('the shopper login in the OpenAPI document', () => {
  it('publishes the token and logout replies with every TokenResponse field and SLAS errors', () => {
    for (const operation of [paths[`${prefix}/token`]?.post, paths[`${prefix}/logout`]?.get]) {
      expect(fieldsOf(operation, '200').sort()).toEqual(
        [
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
        ].sort(),
      );
      expect(fieldsOf(operation, '4XX').sort()).toEqual(['message', 'status_code']);
      expect(fieldsOf(operation, '5XX').sort()).toEqual(['message', 'status_code']);
    }
  });

  it('publishes userinfo and jwks replies', () => {
    expect(fieldsOf(paths[`${prefix}/userinfo`]?.get, '200').sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'sub',
    ]);
    expect(fieldsOf(paths[`${prefix}/jwks`]?.get, '200')).toEqual(['keys']);
  });

  it('describes the sign-in redirects, with SLAS errors for what is refused before them', () => {
    for (const [path, method] of [
      ['authorize', 'get'],
      ['callback', 'get'],
      ['login', 'post'],
    ] as const) {
      const operation = paths[`${prefix}/${path}`]?.[method];
      expect(operation?.description).toContain('303');
      expect(Object.keys(operation?.responses ?? {})).not.toContain('200');
      expect(fieldsOf(operation, '4XX').sort()).toEqual(['message', 'status_code']);
    }
  });
});

describe('serialised replies', () => {
  it('keeps every JWK member the id_tokens are verified with', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: `${prefix.replace('{organizationId}', 'f_ecom_epc_demo')}/jwks`,
    });
    expect(reply.statusCode).toBe(200);
    const [key] = reply.json<{ keys: Record<string, unknown>[] }>().keys;
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it("answers an unknown organization in SLAS's shape, not problem details", async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: `${prefix.replace('{organizationId}', 'nobody')}/jwks`,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status_code: 'not_found', message: 'Unknown organization nobody.' });
  });
});

/**
 * The embedded identity providers' contract as /api/docs/json publishes it: discovery, keys,
 * token and userinfo replies with OAuth 2.0 errors, and the sign-in form (HTML and
 * redirects) described rather than given a body schema.
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

function fieldsOf(operation: Operation | undefined, status: string): string[] {
  return Object.keys(operation?.responses?.[status]?.content?.['application/json']?.schema?.properties ?? {});
}

describe.each(['corporate', 'retailer', 'third-party'])('the %s provider in the OpenAPI document', (kind) => {
  const base = `/idp/${kind}`;

  it('publishes the token reply and OAuth errors', () => {
    const token = paths[`${base}/token`]?.post;
    expect(fieldsOf(token, '200').sort()).toEqual(['access_token', 'expires_in', 'id_token', 'scope', 'token_type']);
    expect(fieldsOf(token, '4XX').sort()).toEqual(['error', 'error_description']);
    expect(fieldsOf(paths[`${base}/userinfo`]?.get, '4XX').sort()).toEqual(['error', 'error_description']);
  });

  it('publishes the discovery document and keys', () => {
    expect(fieldsOf(paths[`${base}/.well-known/openid-configuration`]?.get, '200')).toEqual(
      expect.arrayContaining(['issuer', 'authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri']),
    );
    expect(fieldsOf(paths[`${base}/jwks`]?.get, '200')).toEqual(['keys']);
  });

  it('describes the sign-in form as HTML and redirects, without a JSON schema', () => {
    for (const method of ['get', 'post']) {
      const operation = paths[`${base}/authorize`]?.[method];
      expect(operation?.description).toContain('text/html');
      expect(operation?.description).toContain('303');
      expect(fieldsOf(operation, '200')).toEqual([]);
    }
  });
});

describe('serialised replies', () => {
  it('keeps the whole discovery document', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/idp/retailer/.well-known/openid-configuration' });
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(reply.json<Record<string, unknown>>())).toHaveLength(12);
    expect(reply.json()).toMatchObject({
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    });
  });
});

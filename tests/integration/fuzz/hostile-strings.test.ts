/**
 * Regression tests for the first 500 class of issue 12: a NUL character or a lone surrogate
 * in any string that reaches PostgreSQL. Each part of a request (path, query, JSON body, form
 * body) is refused with a 400 naming the field, before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPath } from '../shopper-login/support/shopper-login-client';
import { addUser, dataPath, shopPath, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { storedFingerprint } from './support/stored-fingerprint';

let server: TestServer;
let user: TestShopper & { userId: string };

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
});

afterAll(() => server.close());

const listUrl = () => dataPath(`custom_objects/EPCShoplist/${user.userId}`);

describe('strings PostgreSQL cannot store', () => {
  it.each([
    ['a NUL character', '"part\\u0000number"', 'must not contain a NUL character (U+0000).'],
    ['a lone high surrogate', '"part\\ud800"', 'must not contain an unpaired surrogate (invalid Unicode).'],
    ['a lone low surrogate', '"\\udc00x"', 'must not contain an unpaired surrogate (invalid Unicode).'],
  ])('refuses %s deep in a JSON body, naming its path, and writes nothing', async (_name, hostile, problem) => {
    const before = await storedFingerprint(server.database);
    const response = await server.app.inject({
      method: 'PUT',
      url: listUrl(),
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: `{"key_value_string":"${user.userId}","c_userId":"${user.userId}","c_shoplistJSON":["{}","{}",${hostile}]}`,
    });
    expect(expectProblem(response, 400).detail).toBe(`body.c_shoplistJSON[2] ${problem}`);
    expect(await storedFingerprint(server.database)).toBe(before);
  });

  it('refuses a NUL in a field name of a JSON body', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: listUrl(),
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"c_note\\u0000":"x"}',
    });
    expect(expectProblem(response, 400).detail).toBe(
      'body["c_note\\u0000"] must not contain a NUL character (U+0000).',
    );
  });

  it('keeps a well-formed surrogate pair (an emoji) and other text as it is', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: dataPath(`custom_objects/EPCUsers/${user.userId}`),
      headers: user.headers,
      payload: { c_epcCompanyName: 'Garage 🚗 Müller' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/surrogate|NUL/);
  });

  it('refuses a NUL or a lone surrogate in a path parameter', async () => {
    const nul = await server.app.inject({
      method: 'GET',
      url: dataPath('custom_objects/EPCUsers/ab%00cd'),
      headers: user.headers,
    });
    expect(expectProblem(nul, 400).detail).toBe('params.key must not contain a NUL character (U+0000).');
    const surrogate = await server.app.inject({
      method: 'GET',
      url: dataPath('custom_objects/EPCUsers/ab%ED%A0%80'),
      headers: user.headers,
    });
    expect(surrogate.statusCode).toBe(400);
  });

  it('refuses a NUL in the query string before the route reads it', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/news?language=en%00GB',
      headers: user.headers,
    });
    expect(expectProblem(response, 400).detail).toBe('query.language must not contain a NUL character (U+0000).');
  });

  it('refuses a NUL in a form body, in the form error shape of the shopper login', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${loginPath}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&client_id=epc-pwa-client&channel_id=epc&refresh_token=ab%00cd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 'invalid_request',
      message: 'body.refresh_token must not contain a NUL character (U+0000).',
    });
  });

  it('refuses a JSON body nested deeper than 64 levels', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: shopPath(`customers/${user.customerId}`),
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: `{"c_x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(expectProblem(response, 400).detail).toBe('body is nested more than 64 levels deep.');
  });
});

/**
 * Shop API content assets and sessions (shell spec, section 7): GET content/{id}?locale= with
 * its locale fallback, and POST sessions, with a guest and a registered token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../src/server/commerce/shop-api/sessions/session-cookie';
import { findShopSession } from '../../../src/server/commerce/shop-api/sessions/session-repository';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from './shopper-fixtures';

let server: TestServer;
let guest: TestShopper;
let registered: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  guest = await addCustomer(server, { authType: 'guest' });
  registered = await addCustomer(server);
});

afterAll(() => server.close());

const kinds = ['guest', 'registered'] as const;
const shopperOf = (kind: (typeof kinds)[number]) => (kind === 'guest' ? guest : registered);

const getContent = (shopper: TestShopper, id: string, query = '') =>
  server.app.inject({ method: 'GET', url: shopPath(`content/${id}${query}`), headers: shopper.headers });

describe('GET content/{contentId}', () => {
  it.each(kinds)('answers the asset in the asked locale (%s token)', async (kind) => {
    const shopper = shopperOf(kind);
    const response = await getContent(shopper, 'eu-2018-858-compliance', '?locale=de-DE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'eu-2018-858-compliance',
      name: 'EU-Konformität 2018/858',
      description: expect.any(String),
      c_body: expect.stringContaining('Verordnung (EU) 2018/858'),
      c_locale: 'de-DE',
      last_modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('falls back to the same language in another region, then to the site default en-GB', async () => {
    const sameLanguage = await getContent(guest, 'epc-subscription-terms', '?locale=fr-CA');
    expect(sameLanguage.json()).toMatchObject({ c_locale: 'fr-FR', name: 'Conditions d’abonnement' });
    const noText = await getContent(guest, 'epc-subscription-terms', '?locale=it-IT');
    expect(noText.statusCode).toBe(200);
    expect(noText.json()).toMatchObject({ c_locale: 'en-GB', name: 'Subscription terms' });
    const byDefault = await getContent(registered, 'eu-data-download-terms');
    expect(byDefault.json()).toMatchObject({ c_locale: 'en-GB', name: 'Data Download Platform terms' });
    const named = await getContent(registered, 'eu-data-download-terms', '?locale=default');
    expect(named.json()).toMatchObject({ c_locale: 'en-GB' });
  });

  it('answers an unknown asset with a 404 naming it', async () => {
    const problem = expectProblem(await getContent(guest, 'no-such-asset'), 404);
    expect(problem.detail).toBe('There is no content asset no-such-asset.');
  });

  it('refuses a malformed locale or content id, naming the field', async () => {
    expect(expectProblem(await getContent(guest, 'eu-2018-858-compliance', '?locale=xx_YY'), 400).detail).toMatch(
      /locale/,
    );
    expect(expectProblem(await getContent(guest, '%20bad'), 400).detail).toMatch(/contentId/);
  });

  it('answers a site the product does not have with a 404', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: shopPath('content/eu-2018-858-compliance', 'elsewhere'),
      headers: guest.headers,
    });
    expectProblem(response, 404);
  });

  it('needs an access token', async () => {
    const response = await server.app.inject({ method: 'GET', url: shopPath('content/eu-2018-858-compliance') });
    expectProblem(response, 401);
  });
});

const sessionIdOf = (setCookie: string | string[] | undefined) => {
  const cookie = [setCookie ?? ''].flat()[0] ?? '';
  return /^dwsid=([^;]+)/.exec(cookie)?.[1];
};

describe('POST sessions', () => {
  it.each(kinds)(
    'answers 204 with an HttpOnly, SameSite=Lax session cookie of the token’s customer (%s token)',
    async (kind) => {
      const shopper = shopperOf(kind);
      const response = await server.app.inject({ method: 'POST', url: shopPath('sessions'), headers: shopper.headers });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^dwsid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
      const sessionId = sessionIdOf(response.headers['set-cookie']) ?? '';
      expect(await findShopSession(server.database, sessionId)).toMatchObject({
        customerId: shopper.customerId,
        authType: kind,
      });
      // Only a hash of the id is stored: the table holds no cookie value.
      const stored = await server.database.query('select 1 from shop_sessions where session_hash = $1', [sessionId]);
      expect(stored).toEqual([]);
    },
  );

  it('gives each call a new session, and ignores a session cookie sent along', async () => {
    const first = await server.app.inject({ method: 'POST', url: shopPath('sessions'), headers: guest.headers });
    const firstId = sessionIdOf(first.headers['set-cookie']);
    const second = await server.app.inject({
      method: 'POST',
      url: shopPath('sessions'),
      headers: { ...guest.headers, cookie: `dwsid=${firstId ?? ''}` },
    });
    const secondId = sessionIdOf(second.headers['set-cookie']);
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);
  });

  it('marks the cookie Secure only when the request came over https', async () => {
    // The test server is reached over plain http, so the cookie must still work there.
    const plain = await server.app.inject({ method: 'POST', url: shopPath('sessions'), headers: guest.headers });
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(sessionCookie('id', true)).toMatch(/; Secure$/);
  });

  it('an unknown session id finds no one', async () => {
    expect(await findShopSession(server.database, 'not-a-session')).toBeUndefined();
  });

  it('needs an access token, and its customer must exist', async () => {
    expectProblem(await server.app.inject({ method: 'POST', url: shopPath('sessions') }), 401);
    const gone = await addCustomer(server, { authType: 'guest' });
    await server.database.query('delete from customers where customer_id = $1', [gone.customerId]);
    const problem = expectProblem(
      await server.app.inject({ method: 'POST', url: shopPath('sessions'), headers: gone.headers }),
      404,
    );
    expect(problem.detail).toBe(`There is no customer ${gone.customerId}.`);
  });
});

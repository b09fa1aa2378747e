import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let registered: TestShopper;
let guest: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  registered = await addCustomer(server);
  guest = await addCustomer(server, { authType: 'guest' });
});

afterAll(async () => {
  await server.close();
});

describe('the markets and languages lists (shell spec, section 3)', () => {
  it('lists every market as code, market name and currency, without a sign-in, cacheable as public reference data', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/markets' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const markets = response.json<{ code: string; name: string; currencyCode: string }[]>();
    expect(markets.length).toBeGreaterThan(100);
    expect(markets).toContainEqual({ code: 'GB', name: 'United Kingdom', currencyCode: 'GBP' });
    expect(markets).toContainEqual({ code: 'DE', name: 'Germany', currencyCode: 'EUR' });
    expect(Object.keys(markets[0] ?? {}).sort()).toEqual(['code', 'currencyCode', 'name']);
  });

  it('lists the 29 interface languages as languageCode, language and languageText', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/languages' });
    expect(response.statusCode).toBe(200);
    const languages = response.json<unknown[]>();
    expect(languages).toHaveLength(29);
    expect(languages).toContainEqual({ languageCode: 'fr-FR', language: 'French', languageText: 'Français' });
  });
});

describe('partner markets by partner id (shell spec, sections 3 and 6)', () => {
  it("answers the partner's | separated c_market_code", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/partners/006CC/markets',
      headers: registered.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBe('GB|IE|FR');
  });

  it("answers the string 'false' for a partner without a market list", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/partners/005CA/markets',
      headers: registered.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('false');
  });

  it('reads the EpcRetailerSpecificMarket record as it is now', async () => {
    await server.database.query(
      `insert into custom_objects (type, key, data) values ('EpcRetailerSpecificMarket', 'P-EMPTY', '{"c_market_code": " "}'::jsonb),
         ('EpcRetailerSpecificMarket', 'P-NEW', '{"c_market_code": "DE|AT"}'::jsonb)`,
    );
    const empty = await server.app.inject({
      method: 'GET',
      url: '/api/partners/P-EMPTY/markets',
      headers: registered.headers,
    });
    expect(empty.json()).toBe('false');
    const added = await server.app.inject({
      method: 'GET',
      url: '/api/partners/P-NEW/markets',
      headers: registered.headers,
    });
    expect(added.json()).toBe('DE|AT');
  });

  it('refuses a partner id that cannot be a dealer code', async () => {
    const problem = expectProblem(
      await server.app.inject({
        method: 'GET',
        url: '/api/partners/006CC%20OR%201=1/markets',
        headers: registered.headers,
      }),
      400,
    );
    expect(problem.detail).toMatch(/partnerId/);
  });

  it('needs a registered shopper: no token is 401, a guest is 403', async () => {
    expectProblem(await server.app.inject({ method: 'GET', url: '/api/partners/006CC/markets' }), 401);
    expectProblem(
      await server.app.inject({ method: 'GET', url: '/api/partners/006CC/markets', headers: guest.headers }),
      403,
    );
  });
});

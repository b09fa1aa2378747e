import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, mintToken, shopPath, uniqueId, type TestShopper } from './shopper-fixtures';

let server: TestServer;
let registered: TestShopper;
let other: TestShopper;
let guest: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  registered = await addCustomer(server, {
    login: uniqueId('login'),
    customFields: { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcUserMarket: 'GB', c_epcPartnerId: 'A12345' },
  });
  other = await addCustomer(server);
  guest = await addCustomer(server, { authType: 'guest' });
});

afterAll(() => server.close());

const customerUrl = (shopper: TestShopper, siteId?: string) => shopPath(`customers/${shopper.customerId}`, siteId);

async function readCustomer(shopper: TestShopper) {
  const response = await server.app.inject({ method: 'GET', url: customerUrl(shopper), headers: shopper.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
}

function patch(shopper: TestShopper, payload: Record<string, unknown>) {
  return server.app.inject({ method: 'PATCH', url: customerUrl(shopper), headers: shopper.headers, payload });
}

const bookmark = (bookmarkName: string) => ({
  bookmarkName,
  url: '/corvid/catalogue/C123',
  timeStamp: '22/11/2026 | 10:15',
  session: { breadcrumb: '["Corvid","Saloon"]', vin: 'SAJAA1234' },
  local: { searchType: 'part' },
});

describe('reading a customer', () => {
  it('answers the own customer with platform fields and c_ custom fields', async () => {
    const customer = await readCustomer(registered);
    expect(customer).toMatchObject({
      customer_id: registered.customerId,
      auth_type: 'registered',
      email: `${registered.customerId}@example.com`,
      first_name: 'Jo',
      last_name: 'Bloggs',
      c_epcUserType: 'retailer',
      c_epcUserRole: 'user',
      c_epcUserMarket: 'GB',
      c_epcPartnerId: 'A12345',
    });
    expect(customer['login']).toMatch(/^login-/);
    expect(customer).not.toHaveProperty('password_hash');
  });

  it("refuses another customer's record with 403", async () => {
    const response = await server.app.inject({ method: 'GET', url: customerUrl(other), headers: registered.headers });
    expect(expectProblem(response, 403).detail).toBe('A customer may only use their own customer record.');
  });

  it('lets a guest read their own record', async () => {
    expect(await readCustomer(guest)).toMatchObject({ customer_id: guest.customerId, auth_type: 'guest' });
  });

  it('serves both sites and answers 404 for any other site id', async () => {
    const corvid = await server.app.inject({
      method: 'GET',
      url: customerUrl(registered, 'corvid'),
      headers: registered.headers,
    });
    expect(corvid.statusCode).toBe(200);
    const unknown = await server.app.inject({
      method: 'GET',
      url: customerUrl(registered, 'acme'),
      headers: registered.headers,
    });
    expect(expectProblem(unknown, 404).detail).toBe('There is no site acme.');
  });

  it('answers 401 without a token, with an expired token and with a forged one', async () => {
    const claims = {
      sub: registered.customerId,
      usid: 'u1',
      authType: 'registered' as const,
      userId: registered.userId,
    };
    const expired = mintToken(server, claims, { ttlSeconds: 60, now: Date.now() - 120_000 });
    const forged = mintToken(server, claims, { secret: 'not-the-server-secret-not-the-server-secret' });
    for (const headers of [{}, { authorization: `Bearer ${expired}` }, { authorization: `Bearer ${forged}` }]) {
      const response = await server.app.inject({ method: 'GET', url: customerUrl(registered), headers });
      expect(expectProblem(response, 401).detail).toBe('A valid access token is required.');
    }
  });
});

describe('updating a customer (the shell customer update)', () => {
  it('saves language, market, bookmarks and latest news time as c_ fields, with trimmed bookmark names', async () => {
    const response = await patch(registered, {
      c_epcUserLanguage: 'fr-FR',
      c_epcUserMarket: 'FR',
      c_epcBookmarks: [bookmark('  Front brakes  '), bookmark('Rear axle')],
      c_epcLatestNewsDateTime: '2026-11-22T10:15:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const customer = await readCustomer(registered);
    expect(customer).toMatchObject({
      c_epcUserLanguage: 'fr-FR',
      c_epcUserMarket: 'FR',
      c_epcLatestNewsDateTime: '2026-11-22T10:15:00.000Z',
      // Fields the update did not name are kept.
      c_epcUserType: 'retailer',
      c_epcPartnerId: 'A12345',
    });
    expect(customer['c_epcBookmarks']).toEqual([bookmark('Front brakes'), bookmark('Rear axle')]);
    expect(response.json()).toEqual(customer);
  });

  it('saves the plain name and phone fields', async () => {
    const response = await patch(registered, { first_name: 'Joanna', phone: '+44 20 7946 0000' });
    expect(response.statusCode).toBe(200);
    expect(await readCustomer(registered)).toMatchObject({
      first_name: 'Joanna',
      last_name: 'Bloggs',
      phone: '+44 20 7946 0000',
    });
  });

  it('lets the bookmarks be emptied (delete all)', async () => {
    await patch(other, { c_epcBookmarks: [bookmark('One')] });
    expect((await patch(other, { c_epcBookmarks: [] })).statusCode).toBe(200);
    expect((await readCustomer(other))['c_epcBookmarks']).toEqual([]);
  });

  it('refuses profile writes from a guest, changing nothing', async () => {
    const response = await patch(guest, { c_epcUserLanguage: 'de-DE' });
    expect(expectProblem(response, 403).detail).toBe(refusals.guest);
    expect(await readCustomer(guest)).not.toHaveProperty('c_epcUserLanguage');
  });

  it("refuses a patch of another customer's record", async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: customerUrl(other),
      headers: registered.headers,
      payload: { c_epcUserLanguage: 'de-DE' },
    });
    expectProblem(response, 403);
  });

  const tooMany = Array.from({ length: 51 }, (_, index) => bookmark(`Bookmark ${index}`));
  const withoutUrl = { bookmarkName: 'No address', timeStamp: '22/11/2026 | 10:15' };

  it.each([
    ['an unknown field', { c_epcUserLanguage: 'de-DE', c_epcUserRole: 'admin' }, 'c_epcUserRole is not a known field.'],
    [
      'an unknown bookmark field',
      { c_epcBookmarks: [{ ...bookmark('A'), colour: 'red' }] },
      'c_epcBookmarks.0.colour is not a known field.',
    ],
    [
      'an unsupported language',
      { c_epcUserLanguage: 'xx-XX' },
      'c_epcUserLanguage must be equal to one of the allowed values.',
    ],
    ['a market that is not a code', { c_epcUserMarket: 'gbr' }, 'c_epcUserMarket must look like GB.'],
    [
      'a market the catalogue does not have',
      { c_epcUserLanguage: 'de-DE', c_epcUserMarket: 'ZZ' },
      'c_epcUserMarket ZZ is not a market of the catalogue.',
    ],
    ['more than 50 bookmarks', { c_epcBookmarks: tooMany }, 'c_epcBookmarks must NOT have more than 50 items.'],
    [
      'a blank bookmark name',
      { c_epcBookmarks: [bookmark('A'), bookmark('   ')] },
      'c_epcBookmarks.1.bookmarkName: Enter a valid bookmark name.',
    ],
    [
      'a bookmark name over 150 characters',
      { c_epcBookmarks: [bookmark('x'.repeat(151))] },
      'c_epcBookmarks.0.bookmarkName must not be longer than 150 characters.',
    ],
    [
      'a duplicate bookmark name in another case',
      { c_epcBookmarks: [bookmark('Brakes'), bookmark(' BRAKES')] },
      'c_epcBookmarks.1.bookmarkName: Bookmark name already exists.',
    ],
    ['a bookmark without url', { c_epcBookmarks: [withoutUrl] }, 'c_epcBookmarks.0.url is required.'],
    [
      'a news time that is not a date-time',
      { c_epcLatestNewsDateTime: 'yesterday' },
      'c_epcLatestNewsDateTime must match format "date-time".',
    ],
    ['a phone with letters', { phone: 'call me' }, 'phone must look like +44 20 7946 0000.'],
    ['an empty body', {}, 'body must NOT have fewer than 1 properties.'],
  ])('answers %s with a 400 naming the field, and changes nothing', async (_case, payload, detail) => {
    const before = await readCustomer(registered);
    const response = await patch(registered, payload);
    expect(expectProblem(response, 400).detail).toBe(detail);
    expect(await readCustomer(registered)).toEqual(before);
  });

  it('accepts a bookmark name of exactly 150 characters after trimming', async () => {
    const response = await patch(other, { c_epcBookmarks: [bookmark(` ${'x'.repeat(150)} `)] });
    expect(response.statusCode).toBe(200);
  });
});

/**
 * The attacks issue 12 found, each tried again against the policy (docs/access-policy.md):
 * a guest reading discount rates, a user reading another retailer employee's details, an
 * EPCShoplist planted or re-pointed at another user, another visitor's recommendation
 * history, /edix for pending and rejected users, and a market outside the user's choices
 * (or not a string) saved on their own profile. Each is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { refusals } from '../../../src/domain/access/access-levels';
import { addCustomer, addUser, dataPath, shopPath } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { line, listOperation, syncOk } from '../sync/sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  server.app.inject({ method: 'POST', url, headers, payload });

describe('prices and discounts', () => {
  it("refuses a guest any dealer's discount rates", async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    for (const dealerCode of ['006CC', '005CA', 'jlr_internal', '']) {
      const response = await post('/catalogue/api/v1/priceLookup', guest.headers, { dealerCode, apn: 'SB21-9G546-AA' });
      expect(expectProblem(response, 403).detail).toBe(refusals.guest);
    }
  });

  it("refuses an approved user another dealer's rates, and markets outside theirs", async () => {
    const thirdParty = await addUser(server, { c_epcUserType: 'third-party' });
    const named = await post('/catalogue/api/v1/priceLookup', thirdParty.headers, {
      dealerCode: '006CC',
      apn: 'SB21-9G546-AA',
    });
    expect(expectProblem(named, 403).detail).toMatch(/^dealerCode must be your own dealer/);
    // A dealer whose partner lists no markets: the user's own market only.
    const retailer = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: 'B99999' });
    const abroad = await post('/api/shopping-list/price', retailer.headers, { lines: [], market: 'CA' });
    expect(expectProblem(abroad, 403).detail).toBe('market CA is not one of your markets (GB).');
  });

  it('refuses a true-independent any prices or stock (issue 20: they have no dealer)', async () => {
    const trueIndependent = await addUser(server, {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcSubscriptionEndDate: '2099-12-31',
    });
    const lookup = await post('/catalogue/api/v1/priceLookup', trueIndependent.headers, {
      dealerCode: '',
      apn: 'SB21-9G546-AA',
    });
    expect(expectProblem(lookup, 403).detail).toBe(refusals.noPrices);
    const list = await post('/api/shopping-list/price', trueIndependent.headers, { lines: [] });
    expect(expectProblem(list, 403).detail).toBe(refusals.noPrices);
  });
});

describe('the retailer lookup', () => {
  it("refuses a retailer technician another employee's e-mail, name and address", async () => {
    const technician = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' });
    for (const id of ['rparts', 'rtech', 'jsmith']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/catalogue/api/v1/retailerDetails/${id}`,
        headers: technician.headers,
      });
      expect(response.body).not.toContain('@');
      expectProblem(response, 403);
    }
  });
});

describe('shopping lists are owned by their key', () => {
  it("never lets a planted or re-pointed list reach another user's /fetch-shopping-list or sync", async () => {
    const [victim, attacker] = [await addUser(server), await addUser(server)];
    await syncOk(server, victim, [listOperation({ action: 'add', line: line('LR-VICTIM') })]);
    const planted = {
      key_value_string: `${attacker.userId}-planted`,
      c_userId: victim.userId,
      c_shoplistJSON: [JSON.stringify(line('LR-PLANTED'))],
    };
    const create = await server.app.inject({
      method: 'PUT',
      url: dataPath(`custom_objects/EPCShoplist/${planted.key_value_string}`),
      headers: attacker.headers,
      payload: planted,
    });
    expect(expectProblem(create, 403).detail).toBe('A user may only change their own EPCShoplist records.');
    // The attacker's own list, re-pointed at the victim through c_userId: still the attacker's.
    const own = {
      ...planted,
      key_value_string: attacker.userId,
      c_shoplistJSON: [JSON.stringify(line('LR-PLANTED', '9'))],
    };
    await server.app.inject({
      method: 'PUT',
      url: dataPath(`custom_objects/EPCShoplist/${attacker.userId}`),
      headers: attacker.headers,
      payload: own,
    });

    const fetched = await post('/fetch-shopping-list', victim.headers, {
      customerType: 'registered',
      customerRole: 'user',
      userId: victim.userId,
      location: 'GB',
    });
    expect(fetched.json()).toMatchObject({ keys: [victim.userId] });
    expect(fetched.body).not.toContain('LR-PLANTED');
    const synced = await syncOk(server, victim, []);
    expect(synced.shoppingList.lines.map((entry) => entry.partNumber)).toEqual(['LR-VICTIM']);
    const searched = await post(dataPath('custom_objects_search/EPCShoplist'), victim.headers, {
      query: { match_all_query: {} },
    });
    expect(searched.body).not.toContain('LR-PLANTED');
  });
});

describe('recommendation history', () => {
  it("refuses another visitor's cookieId, reading or writing, and records nothing", async () => {
    const [victim, attacker] = [await addCustomer(server, { authType: 'guest' }), await addUser(server)];
    const victimUsid = JSON.parse(
      Buffer.from(victim.headers.authorization.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { usid: string };
    const headers = { ...attacker.headers, 'x-cq-client-id': commerceConfig.clientId };
    const write = await post('/mobify/proxy/einstein/v3/activities/arden/viewProduct', headers, {
      product: { id: 'P-1' },
      cookieId: victimUsid.usid,
    });
    expect(expectProblem(write, 403).detail).toBe('cookieId must be your own session id.');
    const read = await post('/mobify/proxy/einstein/v3/personalization/recs/arden/recently-viewed', headers, {
      products: [],
      cookieId: victim.customerId,
    });
    expect(expectProblem(read, 403).detail).toBe('cookieId must be your own session id.');
    const rows = await server.database.query('select 1 from recommendation_activities where cookie_id = $1', [
      victimUsid.usid,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('/edix', () => {
  it('refuses pending and rejected users before any dealer service is called', async () => {
    const url = `/edix?${new URLSearchParams({ url: 'http://localhost/dealer-service', endpoint: '/GetToken' }).toString()}`;
    for (const [status, detail] of [
      ['pending', refusals.pending],
      ['rejected', refusals.rejected],
    ] as const) {
      const user = await addUser(server, {
        c_epcUserType: 'retailer',
        c_epcPartnerId: '006CC',
        c_epcUserStatus: status,
      });
      expect(expectProblem(await server.app.inject({ method: 'GET', url, headers: user.headers }), 403).detail).toBe(
        detail,
      );
    }
  });
});

describe('the market a user saves', () => {
  it('refuses a market outside the partner list, or a number, on the EPCUsers record (400 naming the field)', async () => {
    const retailer = await addUser(server, {
      c_epcUserType: 'retailer',
      c_epcPartnerId: '006CC',
      c_epcUserMarket: 'GB',
    });
    const patch = (value: unknown) =>
      server.app.inject({
        method: 'PATCH',
        url: dataPath(`custom_objects/EPCUsers/${retailer.userId}`),
        headers: retailer.headers,
        payload: { key_value_string: retailer.userId, c_epcUserMarket: value },
      });
    expect(expectProblem(await patch('DE'), 400).detail).toBe(
      'c_epcUserMarket: market DE is not one of your markets (GB, IE, FR).',
    );
    expect(expectProblem(await patch(44), 400).detail).toMatch(/c_epcUserMarket/);
    expect((await patch('IE')).statusCode).toBe(200);
    const stored = await server.database.query<{ market: string }>(
      `select data->>'c_epcUserMarket' as market from custom_objects where type = 'EPCUsers' and key = $1`,
      [retailer.userId],
    );
    expect(stored).toEqual([{ market: 'IE' }]);
    // Pricing still works on the saved market.
    expect((await post('/api/shopping-list/price', retailer.headers, { lines: [] })).statusCode).toBe(200);
  });

  it('refuses the same on the customer record the market drawer saves', async () => {
    const retailer = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' });
    const patch = (value: unknown) =>
      server.app.inject({
        method: 'PATCH',
        url: shopPath(`customers/${retailer.customerId}`),
        headers: retailer.headers,
        payload: { c_epcUserMarket: value },
      });
    expect(expectProblem(await patch('DE'), 400).detail).toBe(
      'c_epcUserMarket: market DE is not one of your markets (GB, IE, FR).',
    );
    expect(expectProblem(await patch(44), 400).detail).toMatch(/c_epcUserMarket/);
    expect((await patch('FR')).statusCode).toBe(200);
  });
});

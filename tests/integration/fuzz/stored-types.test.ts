/**
 * The fourth 500 class of issue 12: a non-string stored where a string is read. Writes through
 * the data API check the type of every field the server reads (400 naming the field); and a
 * record that holds another type anyway (written before the check, or by hand) never makes a
 * route that reads it answer a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  dataPath,
  profileFor,
  addUserProfile,
  addCustomer,
  mintToken,
  uniqueId,
  shopPath,
} from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { storedFingerprint } from './support/stored-fingerprint';
import type { TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let user: TestShopper & { userId: string };

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
});

afterAll(() => server.close());

const objectUrl = (type: string, key: string) => dataPath(`custom_objects/${type}/${encodeURIComponent(key)}`);

describe('writes check the types of the fields the server reads', () => {
  it.each([
    ['PUT', 'EPCUsers', { c_epcUserMarket: 5 }, 'c_epcUserMarket must be a string.'],
    ['PATCH', 'EPCUsers', { c_epcUserMarket: { code: 'GB' } }, 'c_epcUserMarket must be a string.'],
    ['PATCH', 'EPCUsers', { c_epcUserActive: 'yes' }, 'c_epcUserActive must be true or false.'],
    ['PATCH', 'EPCUsers', { c_epcLoginCount: 1e308 }, 'c_epcLoginCount must be a whole number from 0 to 2147483647.'],
    ['PUT', 'EPCShoplist', { c_shoplistJSON: { 0: '{}' } }, 'c_shoplistJSON must be an array of strings.'],
    ['PUT', 'EPCShoplist', { c_shoplistJSON: ['{}', 7] }, 'c_shoplistJSON must be an array of strings.'],
    ['PUT', 'EPCShoplist', { c_userId: null }, 'c_userId must be a string.'],
  ] as const)('%s %s %j answers 400 naming the field and writes nothing', async (method, type, fields, detail) => {
    const before = await storedFingerprint(server.database);
    const payload = type === 'EPCShoplist' ? { key_value_string: user.userId, ...fields } : fields;
    const response = await server.app.inject({
      method,
      url: objectUrl(type, user.userId),
      headers: user.headers,
      payload,
    });
    expect(expectProblem(response, 400).detail).toBe(detail);
    expect(await storedFingerprint(server.database)).toBe(before);
  });

  it('still lets a PATCH remove a field with null, and keeps fields the server does not read free', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: objectUrl('EPCUsers', user.userId),
      headers: user.headers,
      payload: { c_epcUserPhone: null, c_epcFavouriteColours: ['red', 3] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ c_epcFavouriteColours: ['red', 3] });
    expect(response.json()).not.toHaveProperty('c_epcUserPhone');
  });
});

const wrongValues: readonly unknown[] = [42, { nested: 'GB' }, ['GB'], true, null];

const profileStrings = [
  'c_epcUserType',
  'c_epcUserRole',
  'c_epcUserStatus',
  'c_epcUserMarket',
  'c_epcUserLanguage',
  'c_epcPartnerId',
  'c_epcSubscriptionEndDate',
  'c_epcDataDownloadUserExpiryDate',
  'c_epcDataDownloadUserApprovalStatus',
  'c_epcLastLoginTime',
  'c_epcUserEmail',
  'c_epcFullName',
] as const;

/** What a signed-in user's app calls that reads their profile. */
function readsOfProfile(shopper: TestShopper) {
  const headers = shopper.headers;
  return [
    { method: 'GET', url: objectUrl('EPCUsers', shopper.userId ?? ''), headers },
    { method: 'GET', url: shopPath(`customers/${shopper.customerId}`), headers },
    {
      method: 'POST',
      url: '/catalogue/api/v1/priceLookup',
      headers,
      payload: { dealerCode: '', market: 'GB', brand: '', langCode: 'EN', apn: 'SB21-9G546-AA' },
    },
    {
      method: 'POST',
      url: '/api/shopping-list/price',
      headers,
      payload: {
        lines: [
          {
            productId: 'SB21-9G546-AA',
            partNumber: 'SB21-9G546-AA',
            partDescription: '',
            quantity: '1',
            priceAmmend: '0',
          },
        ],
      },
    },
    { method: 'POST', url: '/catalogue/api/v1/search', headers, payload: { searchText: 'gasket' } },
    { method: 'POST', url: '/fetch-shopping-list', headers, payload: {} },
    { method: 'GET', url: '/api/news', headers },
    { method: 'GET', url: '/api/service-message', headers },
    { method: 'GET', url: '/api/partners/006CC/markets', headers },
    {
      method: 'POST',
      url: dataPath('custom_objects_search/EPCShoplist'),
      headers,
      payload: { query: { match_all_query: {} } },
    },
  ] as const;
}

describe('records that hold another type are read without a 5xx', () => {
  it.each(profileStrings)('a profile whose %s is not a string', async (field) => {
    const failures: string[] = [];
    for (const value of wrongValues) {
      const shopper = await addCustomer(server);
      const userId = shopper.userId as string;
      await addUserProfile(server, { ...profileFor(userId), [field]: value } as unknown as ReturnType<
        typeof profileFor
      >);
      for (const request of readsOfProfile(shopper)) {
        const response = await server.app.inject(request);
        if (response.statusCode >= 500)
          failures.push(
            `${request.method} ${request.url} with ${field}=${JSON.stringify(value)}: ${response.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('news, service messages, shopping lists and rate records of other types', async () => {
    const insert = (type: string, key: string, data: object) =>
      server.database.query('insert into custom_objects (type, key, data) values ($1, $2, $3::jsonb)', [
        type,
        key,
        JSON.stringify(data),
      ]);
    for (const [index, value] of wrongValues.entries()) {
      await insert('EpcServiceMessages', `bad-message-${index}`, {
        c_status: true,
        c_languageCode: value,
        c_messageContent: value,
        c_startDate: value,
        c_endDate: value,
      });
      await insert('EpcUpdates', `bad-news-${index}`, {
        c_name: value,
        c_fileName: value,
        c_fileUrl: value,
        c_languageCode: 'en-GB',
        c_summary: value,
        c_sections: value,
      });
    }
    const owner = await addUser(server);
    await insert('EPCShoplist', owner.userId, {
      c_userId: owner.userId,
      c_shoplistJSON: { 0: 5 },
      c_shoplistModificationDate: 5,
    });
    await insert('EpcTaxRecords', uniqueId('tax'), { c_retailerId: 5, c_market: ['GB'], c_taxRecords: 'S' });
    await insert('EpcDiscountRecords', uniqueId('discount'), { c_retailerId: {}, c_market: 7, c_discountRecords: 3 });
    const token = mintToken(server, {
      sub: owner.customerId,
      usid: uniqueId('usid'),
      authType: 'registered',
      userId: owner.userId,
    });
    const headers = { authorization: `Bearer ${token}` };
    const failures: string[] = [];
    for (const request of [
      ...readsOfProfile({ ...owner, headers }),
      { method: 'GET', url: '/api/news/latest', headers },
    ] as const) {
      const response = await server.app.inject(request);
      if (response.statusCode >= 500) failures.push(`${request.method} ${request.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, dataPath, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let user: TestShopper & { userId: string };
let otherUser: TestShopper & { userId: string };
let pendingUser: TestShopper & { userId: string };
let admin: TestShopper & { userId: string };
let guest: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
  otherUser = await addUser(server);
  pendingUser = await addUser(server, { c_epcUserStatus: 'pending' });
  admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  guest = await addCustomer(server, { authType: 'guest' });
});

afterAll(() => server.close());

const objectUrl = (type: string, key: string) => dataPath(`custom_objects/${type}/${encodeURIComponent(key)}`);

function call(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  shopper: TestShopper,
  type: string,
  key: string,
  payload?: object,
) {
  return server.app.inject({
    method,
    url: objectUrl(type, key),
    headers: shopper.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('EPCUsers records', () => {
  it('lets a user read their own record', async () => {
    const response = await call('GET', user, 'EPCUsers', user.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      object_type: 'EPCUsers',
      key_value_string: user.userId,
      c_epcUserStatus: 'approved',
      c_epcUserType: 'retailer',
      last_modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("refuses another user's record with 403", async () => {
    const response = await call('GET', user, 'EPCUsers', otherUser.userId);
    expect(expectProblem(response, 403).detail).toBe('A user may only read their own EPCUsers record.');
  });

  it('lets an admin read any record', async () => {
    expect((await call('GET', admin, 'EPCUsers', otherUser.userId)).statusCode).toBe(200);
  });

  it('lets a pending user read their own record, to learn it is pending', async () => {
    expect((await call('GET', pendingUser, 'EPCUsers', pendingUser.userId)).json()).toMatchObject({
      c_epcUserStatus: 'pending',
    });
  });

  it('keeps guests out', async () => {
    expect(expectProblem(await call('GET', guest, 'EPCUsers', user.userId), 403).detail).toBe(
      'Guests cannot use EPCUsers records; please sign in.',
    );
  });

  it('lets a user patch their own everyday fields', async () => {
    const response = await call('PATCH', user, 'EPCUsers', user.userId, {
      c_epcLastTenVins: ['SAJAA1234'],
      c_epcUserLanguage: 'de-DE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      c_epcLastTenVins: ['SAJAA1234'],
      c_epcUserLanguage: 'de-DE',
      c_epcUserRole: 'user',
    });
  });

  it('refuses a user changing their own role or status, and changes nothing', async () => {
    const response = await call('PATCH', user, 'EPCUsers', user.userId, {
      c_epcUserLanguage: 'fr-FR',
      c_epcUserRole: 'admin',
    });
    expect(expectProblem(response, 403).detail).toBe('Only an admin can change c_epcUserRole.');
    expect((await call('GET', user, 'EPCUsers', user.userId)).json()).toMatchObject({
      c_epcUserRole: 'user',
      c_epcUserLanguage: 'de-DE',
    });
  });

  it('lets a user send back an unchanged admin-only field', async () => {
    const response = await call('PATCH', user, 'EPCUsers', user.userId, {
      c_epcUserRole: 'user',
      c_epcUserStatus: 'approved',
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves creating, replacing and deleting profiles to admins', async () => {
    expectProblem(await call('PUT', user, 'EPCUsers', user.userId, { c_epcUserRole: 'user' }), 403);
    expectProblem(await call('DELETE', user, 'EPCUsers', user.userId), 403);
    const created = await call('PUT', admin, 'EPCUsers', 'new-user-1', {
      c_epcUserStatus: 'pending',
      c_epcUserRole: 'user',
    });
    expect(created.statusCode).toBe(201);
    const replaced = await call('PUT', admin, 'EPCUsers', 'new-user-1', { c_epcUserStatus: 'approved' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).not.toHaveProperty('c_epcUserRole');
    expect((await call('DELETE', admin, 'EPCUsers', 'new-user-1')).statusCode).toBe(204);
    expectProblem(await call('GET', admin, 'EPCUsers', 'new-user-1'), 404);
  });

  it('removes a field patched to null', async () => {
    await call('PATCH', user, 'EPCUsers', user.userId, { c_epcFavouriteVins: ['SAJAA1234'] });
    const response = await call('PATCH', user, 'EPCUsers', user.userId, { c_epcFavouriteVins: null });
    expect(response.json()).not.toHaveProperty('c_epcFavouriteVins');
  });
});

describe('EPCShoplist records: owned by their key (the user id), never by a field the caller writes', () => {
  const list = (key: string, owner = key) => ({
    key_value_string: key,
    c_userId: owner,
    c_shoplistJSON: ['{"partNumber":"LR0001"}'],
  });

  it('refuses saving a shopping list without key_value_string (catalogue spec, section 5)', async () => {
    const withoutKey = { c_userId: user.userId, c_shoplistJSON: [] };
    const response = await call('PUT', user, 'EPCShoplist', user.userId, withoutKey);
    expect(expectProblem(response, 400).detail).toBe('key_value_string is required to save a shopping list.');
  });

  it('refuses a key_value_string that differs from the key in the path', async () => {
    const response = await call('PUT', user, 'EPCShoplist', 'somewhere-else', list(user.userId));
    expectProblem(response, 400);
  });

  it('lets the owner save and read their list, and keeps other users out of it', async () => {
    const saved = await call('PUT', user, 'EPCShoplist', user.userId, list(user.userId));
    expect(saved.statusCode).toBe(201);
    expect((await call('GET', user, 'EPCShoplist', user.userId)).json()).toMatchObject({ c_userId: user.userId });
    expectProblem(await call('GET', otherUser, 'EPCShoplist', user.userId), 403);
    expectProblem(
      await call('PATCH', otherUser, 'EPCShoplist', user.userId, { ...list(user.userId), c_shoplistJSON: [] }),
      403,
    );
    expect((await call('GET', admin, 'EPCShoplist', user.userId)).statusCode).toBe(200);
  });

  it("refuses creating a list under any key but the caller's own id, whatever c_userId says", async () => {
    for (const key of [otherUser.userId, `${user.userId}-second`, `${otherUser.userId}-fake`]) {
      const response = await call('PUT', user, 'EPCShoplist', key, list(key, user.userId));
      expect(expectProblem(response, 403).detail).toBe('A user may only change their own EPCShoplist records.');
    }
  });

  it("gives nothing away by naming another user in c_userId: the list stays its key's", async () => {
    await call('PUT', otherUser, 'EPCShoplist', otherUser.userId, list(otherUser.userId));
    const patched = await call('PATCH', otherUser, 'EPCShoplist', otherUser.userId, {
      key_value_string: otherUser.userId,
      c_userId: user.userId,
    });
    expect(patched.statusCode).toBe(200);
    expectProblem(await call('GET', user, 'EPCShoplist', otherUser.userId), 403);
    expect((await call('GET', otherUser, 'EPCShoplist', otherUser.userId)).statusCode).toBe(200);
  });
});

describe('news and reference records', () => {
  it('lets every shopper read news, guests included, and only admins write it', async () => {
    const news = { c_name: 'November update', c_languageCode: 'en-GB', c_fileUrl: '/news/nov.pdf' };
    expect((await call('PUT', admin, 'EpcUpdates', 'news-1', news)).statusCode).toBe(201);
    expect((await call('GET', guest, 'EpcUpdates', 'news-1')).json()).toMatchObject(news);
    expect(expectProblem(await call('PATCH', user, 'EpcUpdates', 'news-1', { c_name: 'Mine' }), 403).detail).toBe(
      'Only an admin can change EpcUpdates records.',
    );
  });

  it('lets approved users read tax records, but not pending users or guests', async () => {
    expect(
      (await call('PUT', admin, 'EpcTaxRecords', 'GB-default', { c_market: 'GB', c_taxRecords: [] })).statusCode,
    ).toBe(201);
    expect((await call('GET', user, 'EpcTaxRecords', 'GB-default')).statusCode).toBe(200);
    expect(expectProblem(await call('GET', pendingUser, 'EpcTaxRecords', 'GB-default'), 403).detail).toBe(
      'Only approved users can read EpcTaxRecords records.',
    );
    expectProblem(await call('GET', guest, 'EpcTaxRecords', 'GB-default'), 403);
    expectProblem(await call('PUT', user, 'EpcTaxRecords', 'GB-default', { c_market: 'FR' }), 403);
  });

  it('answers 404 for an unknown type and for a missing record', async () => {
    expect(expectProblem(await call('GET', admin, 'Bananas', 'x'), 404).detail).toBe(
      'There is no custom object type Bananas.',
    );
    expect(expectProblem(await call('GET', admin, 'EpcUpdates', 'missing'), 404).detail).toBe(
      'There is no EpcUpdates record missing.',
    );
  });

  it('refuses fields that are not c_ fields', async () => {
    const response = await call('PUT', admin, 'EpcUpdates', 'news-2', { c_name: 'x', name: 'y' });
    expect(expectProblem(response, 400).detail).toBe('name is not a known field.');
  });

  it('needs a valid token', async () => {
    const response = await server.app.inject({ method: 'GET', url: objectUrl('EpcUpdates', 'news-1') });
    expectProblem(response, 401);
  });
});

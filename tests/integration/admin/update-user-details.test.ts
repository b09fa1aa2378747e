import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import { specialRetailers } from '../../../src/server/db/demo-data/generate-demo-data';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, dataPath, mintToken, shopPath, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let admin: TestShopper & { userId: string };
let pendingAdmin: TestShopper & { userId: string };
let user: TestShopper & { userId: string };

const url = '/admin/api/v1/user/updateUserDetails';
const dealerCode = specialRetailers[0]?.code ?? '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  pendingAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserStatus: 'pending' });
  user = await addUser(server, { c_epcPartnerId: dealerCode });
});

afterAll(() => server.close());

const details = (userId: string) => ({
  userId,
  userRole: 'admin',
  userType: 'retailer',
  retailerId: dealerCode,
  createdBy: admin.userId,
  updatedBy: admin.userId,
});

function update(payload: object, headers: Record<string, string> = admin.headers) {
  return server.app.inject({ method: 'POST', url, headers, payload });
}

async function storedProfile(userId: string) {
  const [row] = await server.database.query<{ data: Record<string, unknown> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data;
}

describe('updateUserDetails access', () => {
  it('answers 401 without a token and with an expired or forged one', async () => {
    const claims = { sub: admin.customerId, usid: 'u1', authType: 'registered' as const, userId: admin.userId };
    const expired = mintToken(server, claims, { ttlSeconds: 60, now: Date.now() - 120_000 });
    const forged = mintToken(server, claims, { secret: 'not-the-server-secret-not-the-server-secret' });
    expectProblem(await update(details(user.userId), {}), 401);
    expectProblem(await update(details(user.userId), { authorization: `Bearer ${expired}` }), 401);
    expectProblem(await update(details(user.userId), { authorization: `Bearer ${forged}` }), 401);
  });

  it('refuses a registered user who is not an admin, a pending admin and a guest with 403 saying why, changing nothing', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    for (const [caller, detail] of [
      [user, refusals.notAdmin],
      [pendingAdmin, refusals.pending],
      [guest, refusals.guest],
    ] as const) {
      const response = await update(details(user.userId), caller.headers);
      expect(expectProblem(response, 403).detail).toBe(detail);
    }
    expect(await storedProfile(user.userId)).toMatchObject({ c_epcUserRole: 'user' });
  });

  it('tells a non-admin 403 before looking at the body', async () => {
    expectProblem(await update({ nonsense: true }, user.headers), 403);
  });
});

describe('updateUserDetails by an admin', () => {
  it('updates the profile and the customer of that user, and the change is visible', async () => {
    const target = await addUser(server);
    const response = await update({
      ...details(target.userId),
      userRole: 'user',
      userType: 'third-party',
      retailerId: 'default',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const profile = await server.app.inject({
      method: 'GET',
      url: dataPath(`custom_objects/EPCUsers/${target.userId}`),
      headers: target.headers,
    });
    expect(profile.json()).toMatchObject({
      c_epcUserRole: 'user',
      c_epcUserType: 'third-party',
      c_epcPartnerId: 'default',
      c_epcUpdatedBy: admin.userId,
      c_epcUserStatus: 'approved',
    });
    const customer = await server.app.inject({
      method: 'GET',
      url: shopPath(`customers/${target.customerId}`),
      headers: target.headers,
    });
    expect(customer.json()).toMatchObject({
      c_epcUserRole: 'user',
      c_epcUserType: 'third-party',
      c_epcPartnerId: 'default',
    });
  });

  it('makes a user an admin, who may then use the admin API on the users of their own dealer', async () => {
    const target = await addUser(server);
    expect((await update(details(target.userId))).statusCode).toBe(200);
    expect((await update(details(user.userId), target.headers)).statusCode).toBe(200);
  });
  it.each([
    ['an unknown role', { userRole: 'owner' }, 400, 'userRole must be equal to one of the allowed values.'],
    ['an unknown type', { userType: 'dealer' }, 400, 'userType must be equal to one of the allowed values.'],
    ['a missing updatedBy', { updatedBy: undefined }, 400, 'updatedBy is required.'],
    ['an unknown field', { userStatus: 'approved' }, 400, 'userStatus is not a known field.'],
    ['a retailer id with spaces', { retailerId: 'A 1' }, 400, 'retailerId must look like A12345.'],
    ['a retailer that does not exist', { retailerId: 'Z00000' }, 400, 'retailerId Z00000 is not a known retailer.'],
    [
      'a sponsored retailer',
      { userRole: 'sponsored' },
      400,
      'The role sponsored is only for independent users, not retailer users.',
    ],
    ['a user that does not exist', { userId: 'nobody-at-all' }, 404, 'There is no user nobody-at-all.'],
  ])('answers %s with a clear problem and changes nothing', async (_case, change, status, detail) => {
    const before = await storedProfile(user.userId);
    const response = await update({ ...details(user.userId), ...change });
    expect(expectProblem(response, status).detail).toBe(detail);
    expect(await storedProfile(user.userId)).toEqual(before);
  });

  it('accepts the internal marker and a sponsored independent', async () => {
    const target = await addUser(server);
    expect(
      (await update({ ...details(target.userId), userType: 'internal', retailerId: 'jlr_internal' })).statusCode,
    ).toBe(200);
    expect(
      (await update({ ...details(target.userId), userType: 'independent', userRole: 'sponsored' })).statusCode,
    ).toBe(200);
    expect(await storedProfile(target.userId)).toMatchObject({
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
    });
  });
});

describe('updateUserDetails by a retailer admin (parts manager)', () => {
  const otherDealer = specialRetailers[1]?.code ?? '';
  const asRetailerAdmin = async () =>
    (await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'retailer', c_epcPartnerId: dealerCode })).headers;

  it('refuses users of another dealer, and users without a dealer, changing nothing', async () => {
    const headers = await asRetailerAdmin();
    for (const target of [await addUser(server, { c_epcPartnerId: otherDealer }), await addUser(server)]) {
      const before = await storedProfile(target.userId);
      const response = await update({ ...details(target.userId), userRole: 'user', retailerId: dealerCode }, headers);
      expect(expectProblem(response, 403).detail).toBe(
        'A retailer admin can only manage the users of their own dealer.',
      );
      expect(await storedProfile(target.userId)).toEqual(before);
    }
  });

  it('answers an unknown user id with the same 403, so ids of other dealers cannot be probed', async () => {
    const response = await update({ ...details('nobody-at-all'), userRole: 'user' }, await asRetailerAdmin());
    expect(expectProblem(response, 403).detail).toBe('A retailer admin can only manage the users of their own dealer.');
  });

  it('keeps their own users in their dealer and out of the internal type', async () => {
    const headers = await asRetailerAdmin();
    const target = await addUser(server, { c_epcPartnerId: dealerCode });
    const before = await storedProfile(target.userId);
    const moved = await update({ ...details(target.userId), retailerId: otherDealer }, headers);
    expect(expectProblem(moved, 403).detail).toBe(
      `A retailer admin can only assign users to their own dealer (${dealerCode}).`,
    );
    const internal = await update({ ...details(target.userId), userType: 'internal', userRole: 'user' }, headers);
    expect(expectProblem(internal, 403).detail).toBe('Only an internal admin can make a user internal.');
    expect(await storedProfile(target.userId)).toEqual(before);
    expect((await update({ ...details(target.userId), userRole: 'user' }, headers)).statusCode).toBe(200);
    expect(await storedProfile(target.userId)).toMatchObject({ c_epcUserRole: 'user', c_epcPartnerId: dealerCode });
  });
});

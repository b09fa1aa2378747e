/**
 * The admin's Users area (issue 16; catalogue spec, sections 4 and 6): GET /admin/api/v1/users
 * finds users by name, email, dealer, type, role and status a page at a time; POST
 * user/updateUserStatus approves or rejects; both keep a retailer admin to their own dealer's
 * users. Each write leaves one audit row, and a refused write changes nothing and leaves none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';

type User = TestShopper & { userId: string };

let server: TestServer;
let internalAdmin: User;
/** A dealer of this file's own, so counts do not depend on other rows. */
const dealer = `T${randomBytes(3).toString('hex').toUpperCase()}`;
const otherDealer = `U${randomBytes(3).toString('hex').toUpperCase()}`;
let retailerAdmin: User;
let pendingTech: User;
let otherDealersUser: User;

beforeAll(async () => {
  server = await startTestServer();
  internalAdmin = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'admin' });
  retailerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcPartnerId: dealer });
  pendingTech = await addUser(server, {
    c_epcPartnerId: dealer,
    c_epcUserStatus: 'pending',
    c_epcUserActive: false,
    c_epcBillableFlag: false,
    c_epcUserFirstName: 'Quentin',
    c_epcUserLastName: 'Pending',
    c_epcFullName: 'Quentin Pending',
  });
  for (let index = 0; index < 5; index += 1) {
    await addUser(server, { c_epcPartnerId: dealer, c_epcUserEmail: `tech${index}_x@${dealer}.example` });
  }
  otherDealersUser = await addUser(server, { c_epcPartnerId: otherDealer, c_epcUserStatus: 'pending' });
});

afterAll(() => server.close());

interface Listed {
  total: number;
  offset: number;
  limit: number;
  users: { userId: string; userStatus: string | null; dealerCode: string | null; active: boolean }[];
  viewer: { userId: string; dealerCode: string | null };
}

async function list(query: string, caller: User = internalAdmin) {
  return server.app.inject({ method: 'GET', url: `/admin/api/v1/users?${query}`, headers: caller.headers });
}

async function listed(query: string, caller: User = internalAdmin): Promise<Listed> {
  const response = await list(query, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
}

function setStatus(userId: string, userStatus: string, caller: User = internalAdmin) {
  return server.app.inject({
    method: 'POST',
    url: '/admin/api/v1/user/updateUserStatus',
    headers: caller.headers,
    payload: { userId, userStatus },
  });
}

async function storedProfile(userId: string): Promise<Partial<UserProfile>> {
  const [row] = await server.database.query<{ data: Partial<UserProfile> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data ?? {};
}

async function auditRows(recordKey: string) {
  return server.database.query<{ area: string; action: string; actor: string; dealer_code: string | null }>(
    `select area, action, actor, dealer_code from admin_audit where record_key = $1 order by id`,
    [recordKey],
  );
}

describe('finding users', () => {
  it('filters by dealer and pages, pending users first', async () => {
    const first = await listed(`dealer=${dealer}&limit=3`);
    expect(first.total).toBe(7);
    expect(first.users).toHaveLength(3);
    expect(first.users[0]?.userId).toBe(pendingTech.userId);
    const rest = await listed(`dealer=${dealer}&limit=3&offset=3`);
    const third = await listed(`dealer=${dealer}&limit=3&offset=6`);
    const ids = [...first.users, ...rest.users, ...third.users].map((user) => user.userId);
    expect(new Set(ids).size).toBe(7);
    expect(third.users).toHaveLength(1);
  });

  it('filters by name (any part, any case), email, status, type and role', async () => {
    expect((await listed(`name=quentin%20pend&dealer=${dealer}`)).users.map((user) => user.userId)).toEqual([
      pendingTech.userId,
    ]);
    expect((await listed(`email=TECH3_X@${dealer}`)).total).toBe(1);
    // LIKE's wildcards are plain characters: '_' matches only an underscore.
    expect((await listed(`email=tech_%25&dealer=${dealer}`)).total).toBe(0);
    expect((await listed(`status=pending&dealer=${dealer}`)).users.map((user) => user.userId)).toEqual([
      pendingTech.userId,
    ]);
    expect((await listed(`role=admin&dealer=${dealer}`)).users.map((user) => user.userId)).toEqual([
      retailerAdmin.userId,
    ]);
    expect((await listed(`type=internal&name=${internalAdmin.userId}`)).total).toBe(1);
  });

  it('shows a retailer admin only their own dealer, and refuses another dealer with 403', async () => {
    const own = await listed('limit=100', retailerAdmin);
    expect(own.total).toBe(7);
    expect(own.viewer).toEqual({ userId: retailerAdmin.userId, dealerCode: dealer });
    expect((await listed('limit=1')).viewer).toEqual({ userId: internalAdmin.userId, dealerCode: null });
    expect(own.users.every((user) => user.dealerCode === dealer)).toBe(true);
    expect((await listed(`dealer=${dealer.toLowerCase()}`, retailerAdmin)).total).toBe(7);
    const refused = expectProblem(await list(`dealer=${otherDealer}`, retailerAdmin), 403);
    expect(refused.detail).toBe(`A retailer admin can only see the records of their own dealer (${dealer}).`);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['status=waiting', 'status'],
    ['role=owner', 'role'],
    ['type=dealer', 'type'],
    ['dealer=a%20b', 'dealer'],
    [`name=${'x'.repeat(121)}`, 'name'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    expect(expectProblem(await list(query), 400).detail).toContain(field);
  });

  it('refuses a user who is not an admin with 403', async () => {
    const user = await addUser(server, { c_epcPartnerId: dealer });
    expectProblem(await list('', user), 403);
  });
});

describe('approving and rejecting', () => {
  it('approves a pending user: status approved, updatedBy the admin, one audit row; registered at next sign-in', async () => {
    const target = await addUser(server, { c_epcPartnerId: dealer, c_epcUserStatus: 'pending' });
    const response = await setStatus(target.userId, 'approved', retailerAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await storedProfile(target.userId)).toMatchObject({
      c_epcUserStatus: 'approved',
      c_epcUpdatedBy: retailerAdmin.userId,
    });
    const [customer] = await server.database.query<{ custom_fields: Record<string, unknown> }>(
      `select custom_fields from customers where customer_id = $1`,
      [target.customerId],
    );
    expect(customer?.custom_fields).toMatchObject({ c_epcUserStatus: 'approved' });
    expect(await auditRows(target.userId)).toEqual([
      { area: 'users', action: 'approve', actor: retailerAdmin.userId, dealer_code: dealer },
    ]);
    // The approved user's own calls now pass the approved level.
    const ownRead = await server.app.inject({
      method: 'GET',
      url: `/catalogue/api/v1/retailerDetails/${target.userId}`,
      headers: target.headers,
    });
    expect([401, 403]).not.toContain(ownRead.statusCode);
  });

  it('rejects a user', async () => {
    const target = await addUser(server, { c_epcPartnerId: dealer, c_epcUserStatus: 'pending' });
    expect((await setStatus(target.userId, 'rejected')).statusCode).toBe(200);
    expect((await storedProfile(target.userId)).c_epcUserStatus).toBe('rejected');
    expect((await auditRows(target.userId)).map((row) => row.action)).toEqual(['reject']);
  });

  it("refuses a retailer admin another dealer's user with 403, changing nothing and recording nothing", async () => {
    const response = await setStatus(otherDealersUser.userId, 'approved', retailerAdmin);
    expect(expectProblem(response, 403).detail).toBe('A retailer admin can only manage the users of their own dealer.');
    expect((await storedProfile(otherDealersUser.userId)).c_epcUserStatus).toBe('pending');
    expect(await auditRows(otherDealersUser.userId)).toEqual([]);
  });

  it('answers 403 for an unknown user to a retailer admin (no probing) and 404 to an internal admin', async () => {
    expectProblem(await setStatus('no-such-user', 'approved', retailerAdmin), 403);
    expect(expectProblem(await setStatus('no-such-user', 'approved'), 404).detail).toBe(
      'There is no user no-such-user.',
    );
  });

  it('refuses an admin changing their own status', async () => {
    expectProblem(await setStatus(retailerAdmin.userId, 'rejected', retailerAdmin), 403);
    expect((await storedProfile(retailerAdmin.userId)).c_epcUserStatus).toBe('approved');
  });

  it.each([
    [{ userId: 'x', userStatus: 'pending' }, 'userStatus'],
    [{ userStatus: 'approved' }, 'userId'],
    [{ userId: 'x', userStatus: 'approved', updatedBy: 'me' }, 'updatedBy'],
  ])('answers a bad body %j with a 400 naming %s', async (payload, field) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/api/v1/user/updateUserStatus',
      headers: internalAdmin.headers,
      payload,
    });
    expect(expectProblem(response, 400).detail).toContain(field);
  });
});

describe('updateUserDetails and the audit list', () => {
  it('records updateUserDetails with what changed, and lists it to the right admins', async () => {
    const target = await addUser(server, { c_epcPartnerId: dealer });
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/api/v1/user/updateUserDetails',
      headers: retailerAdmin.headers,
      payload: {
        userId: target.userId,
        userRole: 'admin',
        userType: 'retailer',
        retailerId: dealer,
        createdBy: retailerAdmin.userId,
        updatedBy: retailerAdmin.userId,
      },
    });
    // The dealer is made up: retailerExists refuses it, and nothing is recorded.
    expect(expectProblem(response, 400).detail).toBe(`retailerId ${dealer} is not a known retailer.`);
    expect(await auditRows(target.userId)).toEqual([]);

    const moved = await server.app.inject({
      method: 'POST',
      url: '/admin/api/v1/user/updateUserDetails',
      headers: internalAdmin.headers,
      payload: {
        userId: target.userId,
        userRole: 'user',
        userType: 'third-party',
        retailerId: 'default',
        createdBy: internalAdmin.userId,
        updatedBy: internalAdmin.userId,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const audit = await server.app.inject({
      method: 'GET',
      url: '/admin/api/v1/audit?limit=100',
      headers: retailerAdmin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const body = audit.json<{ total: number; entries: Record<string, unknown>[] }>();
    const entry = body.entries.find((row) => row.recordKey === target.userId);
    expect(entry).toMatchObject({
      area: 'users',
      action: 'updateUserDetails',
      actor: internalAdmin.userId,
      actorDealerCode: null,
      dealerCode: dealer,
      detail: {
        userType: { before: 'retailer', after: 'third-party' },
        retailerId: { before: dealer, after: 'default' },
      },
    });
    expect(body.entries.every((row) => row.dealerCode === dealer || row.actorDealerCode === dealer)).toBe(true);
  });

  it("answers a retailer admin asking for another dealer's audit with 403, and an internal admin with every row", async () => {
    const refused = await server.app.inject({
      method: 'GET',
      url: `/admin/api/v1/audit?dealer=${otherDealer}`,
      headers: retailerAdmin.headers,
    });
    expectProblem(refused, 403);
    await setStatus(otherDealersUser.userId, 'rejected');
    const all = await server.app.inject({
      method: 'GET',
      url: '/admin/api/v1/audit?area=users&limit=100',
      headers: internalAdmin.headers,
    });
    const entries = all.json<{ entries: { recordKey: string; dealerCode: string | null }[] }>().entries;
    expect(entries.some((row) => row.dealerCode === otherDealer)).toBe(true);
    expect(entries.some((row) => row.dealerCode === dealer)).toBe(true);
    const theirs = await server.app.inject({
      method: 'GET',
      url: '/admin/api/v1/audit?limit=100',
      headers: retailerAdmin.headers,
    });
    expect(
      theirs
        .json<{ entries: { recordKey: string }[] }>()
        .entries.some((row) => row.recordKey === otherDealersUser.userId),
    ).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import { ClientError } from '../../../src/server/commerce/shop-api/client-error';
import { saveShoppingList } from '../../../src/server/shopping-list/shopping-list-repository';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { line, listOperation, syncOk } from './sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

function fetchList(shopper: TestShopper, body: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: '/fetch-shopping-list', headers: shopper.headers, payload: body });
}

const bodyFor = (userId: string | undefined) => ({
  customerType: 'registered',
  customerRole: 'user',
  userId,
  location: 'GB',
});

describe('POST /fetch-shopping-list (catalogue spec, section 7)', () => {
  it("answers the caller's list as an EPCShoplist hit and its key", async () => {
    const user = await addUser(server);
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR001', '2') })]);
    const response = await fetchList(user, bodyFor(user.userId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hits: [
        {
          object_type: 'EPCShoplist',
          key_value_string: user.userId,
          c_userId: user.userId,
          c_shoplistJSON: [JSON.stringify(line('LR001', '2'))],
          c_shoplistModificationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          last_modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      keys: [user.userId],
    });
  });

  it("answers only the list keyed by the caller's id, never one planted with their id in c_userId", async () => {
    const user = await addUser(server);
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR001') })]);
    const attacker = await addUser(server);
    await server.database.query(`insert into custom_objects (type, key, data) values ('EPCShoplist', $1, $2::jsonb)`, [
      `${attacker.userId}-planted`,
      JSON.stringify({
        c_userId: user.userId,
        c_shoplistJSON: [],
        c_shoplistModificationDate: '2999-01-01T00:00:00.000Z',
      }),
    ]);
    expect((await fetchList(user, bodyFor(user.userId))).json()).toMatchObject({ keys: [user.userId] });
  });

  it("answers an empty result for another user's id or a user without a list; refuses a guest and a pending user", async () => {
    const [owner, other] = [await addUser(server), await addUser(server)];
    await syncOk(server, owner, [listOperation({ action: 'add', line: line('LR001') })]);
    const empty = { hits: [], keys: [] };
    const refused = await fetchList(other, bodyFor(owner.userId));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual(empty);
    expect((await fetchList(other, bodyFor(other.userId))).json()).toEqual(empty);
    const guest = await addCustomer(server, { authType: 'guest' });
    expect(expectProblem(await fetchList(guest, bodyFor(owner.userId)), 403).detail).toBe(refusals.guest);
    const pending = await addUser(server, { c_epcUserStatus: 'pending' });
    expect(expectProblem(await fetchList(pending, bodyFor(pending.userId)), 403).detail).toBe(refusals.pending);
  });

  it('asks for a token (401) and for userId (400)', async () => {
    const user = await addUser(server);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/fetch-shopping-list',
      payload: bodyFor(user.userId),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await fetchList(user, bodyFor(undefined))).statusCode).toBe(400);
  });
});

describe('saving a shopping list', () => {
  it('refuses a list without key_value_string with a 400 (catalogue spec, section 5) and writes nothing', async () => {
    const user = await addUser(server);
    const save = server.database.transaction((tx) =>
      saveShoppingList(
        tx,
        { key_value_string: ' ', lines: [line('LR001')], c_shoplistModificationDate: new Date().toISOString() },
        user.userId,
      ),
    );
    await expect(save).rejects.toEqual(new ClientError(400, 'key_value_string is required to save a shopping list.'));
    const rows = await server.database.query(
      `select 1 from custom_objects where type = 'EPCShoplist' and data ->> 'c_userId' = $1`,
      [user.userId],
    );
    expect(rows).toEqual([]);
  });
});

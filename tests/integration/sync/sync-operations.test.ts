import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { line, listOperation, newKey, noteOperation, sync, syncOk } from './sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const storedList = async (userId: string) => {
  const [row] = await server.database.query<{ data: { c_shoplistJSON: string[]; c_userId: string } }>(
    `select data from custom_objects where type = 'EPCShoplist' and key = $1`,
    [userId],
  );
  return row?.data;
};

describe('POST /api/sync/operations', () => {
  it('applies operations in order and answers the list after, stored as EPCShoplist lines holding partNumber', async () => {
    const user = await addUser(server);
    const reply = await syncOk(server, user, [
      listOperation({ action: 'add', line: line('LR001', '2') }),
      listOperation({ action: 'add', line: line('LR002', 'a/r') }),
      listOperation({ action: 'update', productId: 'LR001', quantity: '5', priceAmmend: '10' }),
      listOperation({ action: 'remove', productId: 'LR999' }),
    ]);
    expect(reply.applied).toHaveLength(4);
    expect(reply.shoppingList).toEqual({
      key_value_string: user.userId,
      lines: [{ ...line('LR001', '5'), priceAmmend: '10' }, line('LR002', 'A/R')],
      c_shoplistModificationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const stored = await storedList(user.userId);
    expect(stored?.c_userId).toBe(user.userId);
    expect(stored?.c_shoplistJSON.map((item) => JSON.parse(item) as unknown)).toEqual(reply.shoppingList.lines);
  });

  it('applies the same idempotency key once: a replay changes nothing and is answered as already applied', async () => {
    const user = await addUser(server);
    const receive = listOperation({ action: 'receive', lines: [line('LR001', '3')] });
    const first = await syncOk(server, user, [receive]);
    expect(first).toMatchObject({ applied: [receive.idempotencyKey], alreadyApplied: [], rejected: [] });
    expect(first.shoppingList.lines).toEqual([line('LR001', '3')]);

    const replay = await syncOk(server, user, [receive]);
    expect(replay).toMatchObject({ applied: [], alreadyApplied: [receive.idempotencyKey], rejected: [] });
    expect(replay.shoppingList).toEqual(first.shoppingList);

    const sameKeyTwice = listOperation({ action: 'receive', lines: [line('LR002', '1')] });
    const twice = await syncOk(server, user, [sameKeyTwice, sameKeyTwice]);
    expect(twice).toMatchObject({
      applied: [sameKeyTwice.idempotencyKey],
      alreadyApplied: [sameKeyTwice.idempotencyKey],
    });
    expect(twice.shoppingList.lines).toEqual([line('LR001', '3'), line('LR002', '1')]);
  });

  it('forgets a key a year after it was applied, as the user syncs again; newer keys still answer a replay', async () => {
    const user = await addUser(server);
    const old = listOperation({ action: 'add', line: line('LR001', '1') });
    const recent = listOperation({ action: 'add', line: line('LR002', '1') });
    await syncOk(server, user, [old, recent]);
    await server.database.query(
      `update sync_applied_operations set applied_at = now() - interval '366 days' where user_id = $1 and idempotency_key = $2`,
      [user.userId, old.idempotencyKey],
    );
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR003', '1') })]);

    const keys = await server.database.query<{ idempotency_key: string }>(
      'select idempotency_key from sync_applied_operations where user_id = $1',
      [user.userId],
    );
    expect(keys.map((row) => row.idempotency_key)).not.toContain(old.idempotencyKey);
    expect(keys.map((row) => row.idempotency_key)).toContain(recent.idempotencyKey);
    expect(await syncOk(server, user, [recent])).toMatchObject({
      applied: [],
      alreadyApplied: [recent.idempotencyKey],
    });
  });

  it("finds a user's expired keys by their age, without reading every key the user has sent", async () => {
    const plan = await server.database.transaction(async (tx) => {
      // The demo tables are small enough for a sequential scan to win; the question is
      // which index the delete can use once a user has many keys.
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain delete from sync_applied_operations where user_id = 'u1' and applied_at < now() - interval '365 days'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('sync_applied_operations_by_age');
    expect(plan).toMatch(/Index Cond: \(\(user_id = 'u1'::text\) AND \(applied_at < /);
  });

  it('keeps keys per user: the same key from another user applies to their own list', async () => {
    const [first, second] = [await addUser(server), await addUser(server)];
    const key = newKey();
    await syncOk(server, first, [listOperation({ action: 'add', line: line('LR001') }, key)]);
    const reply = await syncOk(server, second, [listOperation({ action: 'add', line: line('LR777') }, key)]);
    expect(reply.applied).toEqual([key]);
    expect(reply.shoppingList.lines).toEqual([line('LR777')]);
  });

  it("rejects an unknown action with 'Unknown action.', applies the rest, and rejects it again on replay", async () => {
    const user = await addUser(server);
    const unknown = listOperation({ action: 'duplicate', productId: 'LR001' });
    const invalid = listOperation({ action: 'add', line: line('LR002', '-4') });
    const good = listOperation({ action: 'add', line: line('LR003') });
    const reply = await syncOk(server, user, [unknown, invalid, good]);
    expect(reply.applied).toEqual([good.idempotencyKey]);
    expect(reply.rejected).toEqual([
      { idempotencyKey: unknown.idempotencyKey, code: 'unknown-action', message: 'Unknown action.' },
      { idempotencyKey: invalid.idempotencyKey, code: 'invalid-field', message: 'The quantity cannot be negative.' },
    ]);
    expect(reply.shoppingList.lines).toEqual([line('LR003')]);

    const replay = await syncOk(server, user, [unknown]);
    expect(replay).toMatchObject({
      applied: [],
      alreadyApplied: [],
      rejected: [{ idempotencyKey: unknown.idempotencyKey, code: 'unknown-action', message: 'Unknown action.' }],
    });
  });

  it('applies concurrent requests on one list one after another: no line is lost', async () => {
    const user = await addUser(server);
    const partNumbers = Array.from({ length: 8 }, (_, index) => `LR${String(index + 100)}`);
    const replies = await Promise.all(
      partNumbers.map((partNumber) =>
        syncOk(server, user, [
          listOperation({ action: 'add', line: line(partNumber, '1') }),
          listOperation({ action: 'receive', lines: [line('SHARED', '1')] }),
        ]),
      ),
    );
    expect(replies.every((reply) => reply.applied.length === 2)).toBe(true);
    const final = await syncOk(server, user, []);
    expect(final.shoppingList.lines.map((each) => each.partNumber).sort()).toEqual([...partNumbers, 'SHARED'].sort());
    expect(final.shoppingList.lines.find((each) => each.partNumber === 'SHARED')?.quantity).toBe('8');
  });

  it('applies one key once even when two requests carry it at the same moment', async () => {
    const user = await addUser(server);
    const operation = listOperation({ action: 'receive', lines: [line('LR001', '2')] });
    const replies = await Promise.all([1, 2, 3].map(() => syncOk(server, user, [operation])));
    expect(replies.flatMap((reply) => reply.applied)).toEqual([operation.idempotencyKey]);
    expect(replies.flatMap((reply) => reply.alreadyApplied)).toHaveLength(2);
    expect((await syncOk(server, user, [])).shoppingList.lines).toEqual([line('LR001', '2')]);
  });

  it('syncs notes: save upserts, delete removes, and they come back in the reply', async () => {
    const user = await addUser(server);
    const note = {
      id: 'n1',
      target: { kind: 'part' as const, partNumber: 'LR001', description: 'Pad' },
      text: 'First',
      updatedAt: '2025-01-02T10:00:00.000Z',
    };
    const reply = await syncOk(server, user, [
      noteOperation({ action: 'save', note }),
      noteOperation({ action: 'save', note: { ...note, id: 'n2', text: 'Second' } }),
      noteOperation({ action: 'save', note: { ...note, text: ' Edited ' } }),
      noteOperation({ action: 'delete', id: 'n2' }),
    ]);
    expect(reply.notes).toEqual([{ ...note, text: 'Edited' }]);
    const rejected = await syncOk(server, user, [noteOperation({ action: 'save', note: { ...note, text: ' ' } })]);
    expect(rejected.rejected[0]?.message).toBe('Enter the text of the note.');
    expect(rejected.notes).toEqual([{ ...note, text: 'Edited' }]);
  });

  it('refuses a malformed operation on its own, and answers 400 only to a body that is not a batch', async () => {
    const user = await addUser(server);
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR001') })]);
    const cases: [unknown, string][] = [
      [
        { ...listOperation({ action: 'reset' }), idempotencyKey: 'short' },
        "operations[1].idempotencyKey must be 8 to 100 letters, digits, '-' or '_'.",
      ],
      [{ ...listOperation({ action: 'reset' }), change: 'reset' }, 'operations[1].change must be an object.'],
      [
        { ...listOperation({ action: 'reset' }), entity: undefined },
        'operations[1].entity must be a text of 1 to 40 characters.',
      ],
      ['reset', 'operations[1] must be an object.'],
    ];
    for (const [malformed, detail] of cases) {
      const good = listOperation({ action: 'add', line: line('LR002') });
      const reply = await syncOk(server, user, [good, malformed]);
      expect(reply.results).toEqual([
        { index: 0, idempotencyKey: good.idempotencyKey, status: 'applied' },
        expect.objectContaining({ index: 1, status: 'refused', code: 'malformed-operation', detail }),
      ]);
    }

    const notBatches: unknown[] = [
      {},
      { operations: 'reset' },
      { operations: { 0: listOperation({ action: 'reset' }) } },
      [],
      'reset',
      null,
    ];
    for (const payload of notBatches) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/sync/operations',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(expectProblem(response, 400).detail).toBe(
        'The body must be an object whose operations are an array of at most 200 operations.',
      );
    }
    // Fastify's prototype-poisoning guard refuses the whole body.
    const poisonedPrototype = `{"operations":[{"idempotencyKey":"${newKey()}","entity":"shoppingList","createdAt":"now","change":{"__proto__":{"action":"reset"}}}]}`;
    const prototypeResponse = await server.app.inject({
      method: 'POST',
      url: '/api/sync/operations',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: poisonedPrototype,
    });
    expectProblem(prototypeResponse, 400);
    const tooMany = Array.from({ length: 201 }, () => listOperation({ action: 'reset' }));
    expect(expectProblem(await sync(server, user, tooMany), 400).detail).toMatch(/at most 200 operations/);
    expect((await syncOk(server, user, [])).shoppingList.lines).toEqual([line('LR001'), line('LR002')]);
  });

  it('refuses a guest (403), a missing token (401) and a pending user (403)', async () => {
    const guest: TestShopper = await addCustomer(server, { authType: 'guest' });
    const operations = [listOperation({ action: 'add', line: line('LR001') })];
    expect(expectProblem(await sync(server, guest, operations), 403).detail).toBe(
      'Guests cannot do this; please sign in.',
    );
    expectProblem(
      await server.app.inject({ method: 'POST', url: '/api/sync/operations', payload: { operations } }),
      401,
    );
    const pending = await addUser(server, { c_epcUserStatus: 'pending' });
    // The access policy (docs/access-policy.md) answers a pending user before the route does, saying approval is awaited.
    expect(expectProblem(await sync(server, pending, operations), 403).detail).toMatch(/approv/);
    expect(await storedList(pending.userId)).toBeUndefined();
  });
});

/**
 * Issue 12: one operation the server cannot apply must never make the whole batch fail. A
 * batch with poisoned operations between good ones applies the good ones, refuses each bad one
 * with a code and a reason, and a replay of the same batch applies nothing twice and gets the
 * same answers.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncReply } from '../../../src/domain/sync/sync-contracts';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser } from '../shop-api/shopper-fixtures';
import { line, listOperation, newKey, noteOperation, sync, syncOk } from './sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const note = (id: string, text: string) => ({
  id,
  target: { kind: 'part' as const, partNumber: 'LR001', description: 'Pad' },
  text,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/**
 * Whether Fastify's prototype-poisoning guard refuses a body whole (a 400 that changes nothing,
 * as sync-operations.test.ts shows): an own "__proto__" key anywhere, or a "constructor" key
 * whose value has a "prototype". fc.jsonValue() generates such keys now and then.
 */
function poisonsPrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) ||
      poisonsPrototype(inner),
  );
}

const recordedKeys = async (userId: string) =>
  server.database.query<{ idempotency_key: string; rejected_code: string | null }>(
    'select idempotency_key, rejected_code from sync_applied_operations where user_id = $1 order by idempotency_key',
    [userId],
  );

describe('a sync batch with poisoned operations', () => {
  it('applies the good ones, refuses each bad one with its reason, and a replay applies nothing twice', async () => {
    const user = await addUser(server);
    let deep: Record<string, unknown> = { action: 'reset' };
    for (let level = 0; level < 100; level += 1) deep = { action: 'reset', nested: deep };
    const batch = [
      // receive sums quantities, so an operation applied twice would show in the list.
      listOperation({ action: 'receive', lines: [line('LR001', '2')] }),
      noteOperation({ action: 'save', note: note('n-nul', 'Torque to 40\u0000Nm') }),
      listOperation({ action: 'add', line: { ...line('LR002'), partDescription: 'Half \ud800 a character' } }),
      listOperation({ action: 'explode', productId: 'LR001' }),
      { ...listOperation({ action: 'reset' }), entity: 'warranty' },
      noteOperation({ action: 'save', note: note('n-long', 'x'.repeat(2001)) }),
      listOperation({ action: 'update', productId: 'LR001', quantity: '10000' }),
      { ...listOperation({ action: 'reset' }), entity: 'e'.repeat(41) },
      { ...listOperation({ action: 'reset' }), change: deep },
      noteOperation({ action: 'save', note: note('n-good', 'Check the pads') }),
      listOperation({ action: 'receive', lines: [line('LR001', '3')] }),
    ];
    const keys = batch.map((operation) => operation.idempotencyKey);

    const first = await syncOk(server, user, batch);
    expect(first.results).toEqual([
      { index: 0, idempotencyKey: keys[0], status: 'applied' },
      {
        index: 1,
        idempotencyKey: keys[1],
        status: 'refused',
        code: 'invalid-text',
        detail: 'operations[1].change.note.text contains a NUL character (U+0000), which cannot be stored.',
      },
      {
        index: 2,
        idempotencyKey: keys[2],
        status: 'refused',
        code: 'invalid-text',
        detail:
          'operations[2].change.line.partDescription contains an unpaired surrogate (invalid Unicode), which cannot be stored.',
      },
      { index: 3, idempotencyKey: keys[3], status: 'refused', code: 'unknown-action', detail: 'Unknown action.' },
      { index: 4, idempotencyKey: keys[4], status: 'refused', code: 'unknown-entity', detail: 'Unknown entity.' },
      {
        index: 5,
        idempotencyKey: keys[5],
        status: 'refused',
        code: 'invalid-field',
        detail: 'A note can be at most 2000 characters.',
      },
      {
        index: 6,
        idempotencyKey: keys[6],
        status: 'refused',
        code: 'invalid-field',
        detail: 'The quantity cannot be more than 9999.',
      },
      {
        index: 7,
        idempotencyKey: keys[7],
        status: 'refused',
        code: 'malformed-operation',
        detail: 'operations[7].entity must be a text of 1 to 40 characters.',
      },
      {
        index: 8,
        idempotencyKey: keys[8],
        status: 'refused',
        code: 'malformed-operation',
        detail: expect.stringMatching(/nested more than 16 levels deep\.$/),
      },
      { index: 9, idempotencyKey: keys[9], status: 'applied' },
      { index: 10, idempotencyKey: keys[10], status: 'applied' },
    ]);
    expect(first.applied).toEqual([keys[0], keys[9], keys[10]]);
    expect(first.rejected.map((entry) => entry.idempotencyKey)).toEqual(keys.slice(1, 9));
    expect(first.shoppingList.lines).toEqual([line('LR001', '5')]);
    expect(first.notes).toEqual([note('n-good', 'Check the pads')]);

    // The same batch again (the reply was lost): nothing applies twice, the refusals are the same.
    const replay = await syncOk(server, user, batch);
    expect(replay.results).toEqual(
      first.results.map((result) => (result.status === 'applied' ? { ...result, status: 'duplicate' } : result)),
    );
    expect(replay.applied).toEqual([]);
    expect(replay.alreadyApplied).toEqual([keys[0], keys[9], keys[10]]);
    expect(replay.rejected).toEqual(first.rejected);
    expect(replay.shoppingList).toEqual(first.shoppingList);
    expect(replay.notes).toEqual(first.notes);
    // Every key is remembered once, refused ones with their code.
    const recorded = await recordedKeys(user.userId);
    expect(recorded).toHaveLength(keys.length);
    expect(recorded.find((row) => row.idempotency_key === keys[1])?.rejected_code).toBe('invalid-text');
    expect(recorded.find((row) => row.idempotency_key === keys[0])?.rejected_code).toBeNull();
  });

  it('refuses an operation with no usable key without remembering anything for it', async () => {
    const user = await addUser(server);
    const good = listOperation({ action: 'add', line: line('LR003') });
    const reply = await syncOk(server, user, [
      42,
      { ...listOperation({ action: 'reset' }), idempotencyKey: 'k\u0000ey-0000' },
      good,
    ]);
    expect(reply.results).toEqual([
      {
        index: 0,
        idempotencyKey: null,
        status: 'refused',
        code: 'malformed-operation',
        detail: 'operations[0] must be an object.',
      },
      expect.objectContaining({ index: 1, idempotencyKey: null, status: 'refused', code: 'malformed-operation' }),
      { index: 2, idempotencyKey: good.idempotencyKey, status: 'applied' },
    ]);
    expect(reply.rejected).toEqual([]);
    expect((await recordedKeys(user.userId)).map((row) => row.idempotency_key)).toEqual([good.idempotencyKey]);
  });

  it('refuses alone an operation the database will not store, and applies the others one by one', async () => {
    const user = await addUser(server);
    // A real refusal by the database, for a value no check of ours knows (a check_violation, SQLSTATE 23514).
    await server.database.exec(`
      create function refuse_poison_pill() returns trigger language plpgsql as $$
      begin
        if new.data::text like '%poison-pill%' then
          raise exception 'poison pill' using errcode = 'check_violation';
        end if;
        return new;
      end $$;
      create trigger refuse_poison_pill before insert or update on custom_objects
        for each row execute function refuse_poison_pill();
    `);
    try {
      const before = listOperation({ action: 'add', line: line('LR010') });
      const poisoned = noteOperation({ action: 'save', note: note('n-pill', 'a poison-pill note') });
      const after = noteOperation({ action: 'save', note: note('n-fine', 'A fine note') });
      const reply = await syncOk(server, user, [before, poisoned, after]);
      expect(reply.results).toEqual([
        { index: 0, idempotencyKey: before.idempotencyKey, status: 'applied' },
        {
          index: 1,
          idempotencyKey: poisoned.idempotencyKey,
          status: 'refused',
          code: 'not-storable',
          detail: 'The server could not store this change.',
        },
        { index: 2, idempotencyKey: after.idempotencyKey, status: 'applied' },
      ]);
      expect(reply.shoppingList.lines).toEqual([line('LR010')]);
      expect(reply.notes).toEqual([note('n-fine', 'A fine note')]);

      const replay = await syncOk(server, user, [before, poisoned, after]);
      expect(replay.results.map((result) => result.status)).toEqual(['duplicate', 'refused', 'duplicate']);
      expect(replay.notes).toEqual(reply.notes);
    } finally {
      await server.database.exec(
        'drop trigger refuse_poison_pill on custom_objects; drop function refuse_poison_pill();',
      );
    }
  });

  it('answers a body that is not JSON with a 400 and writes nothing', async () => {
    const user = await addUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sync/operations',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"operations": [',
    });
    expect(response.statusCode).toBe(400);
    expect(await recordedKeys(user.userId)).toEqual([]);
    const reply: SyncReply = await syncOk(server, user, []);
    expect(reply.results).toEqual([]);
    expect((await sync(server, user, [listOperation({ action: 'reset' }, newKey())])).statusCode).toBe(200);
  });

  it('whatever the bad operations hold, the good ones beside them apply once and every operation is answered (property)', async () => {
    const hostileText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\u0000', 'a\ud800b', '\udfff', 'x'.repeat(5000)),
    );
    const hostileValue = fc.oneof(fc.jsonValue(), hostileText, fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER * 4));
    const hostileOperation = fc.oneof(
      hostileValue,
      fc.record({
        idempotencyKey: fc.oneof(hostileText, fc.constant(newKey())),
        entity: hostileValue,
        createdAt: hostileValue,
        change: hostileValue,
      }),
      fc.record({
        idempotencyKey: fc.constant(null).map(() => newKey()),
        entity: fc.constantFrom('shoppingList', 'note', 'bookmark'),
        createdAt: fc.constant('2026-11-24T06:00:00.000Z'),
        change: fc.dictionary(
          fc.constantFrom('action', 'line', 'note', 'bookmark', 'id', 'lines', 'quantity', 'productId'),
          hostileValue,
        ),
      }),
    );
    const seed = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2_147_483_647);
    const user = await addUser(server);
    await fc.assert(
      fc.asyncProperty(fc.array(hostileOperation, { maxLength: 6 }), async (hostile) => {
        const goodLine = line(`FUZZ-${newKey()}`, '1');
        const good = listOperation({ action: 'receive', lines: [goodLine] });
        const batch = [...hostile.slice(0, 3), good, ...hostile.slice(3)];
        const response = await sync(server, user, batch);
        if (poisonsPrototype(batch)) {
          // Refused whole by the parser's guard, before any operation is read: nothing applied.
          expect(response.statusCode, `seed ${seed}: ${response.body}`).toBe(400);
          expect((await syncOk(server, user, [])).shoppingList.lines.map((each) => each.partNumber)).not.toContain(
            goodLine.partNumber,
          );
          return;
        }
        expect(response.statusCode, `seed ${seed}: ${response.body}`).toBe(200);
        const reply = response.json<SyncReply>();
        expect(reply.results.map((result) => result.index)).toEqual(batch.map((_, index) => index));
        const goodIndex = Math.min(3, hostile.length);
        expect(reply.results[goodIndex]).toEqual({
          index: goodIndex,
          idempotencyKey: good.idempotencyKey,
          status: 'applied',
        });
        // A hostile operation after it may itself be a valid reset; only then may the line be gone.
        if (reply.results.slice(goodIndex + 1).every((result) => result.status !== 'applied')) {
          expect(reply.shoppingList.lines.filter((each) => each.partNumber === goodLine.partNumber)).toEqual([
            goodLine,
          ]);
        }
      }),
      { seed, numRuns: 40 },
    );
  });
});

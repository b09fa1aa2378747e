import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acknowledge } from '../../../../src/client/store/user-db/acknowledge';
import { drainOutbox } from '../../../../src/client/store/user-db/drain-outbox';
import { lastKnownPrices, rememberPrices } from '../../../../src/client/store/user-db/known-prices';
import { readLines, readNotes } from '../../../../src/client/store/user-db/local-state';
import { changeNote } from '../../../../src/client/store/user-db/notes-repository';
import {
  countPending,
  hasUnsyncedChanges,
  pendingOperations,
  readSyncState,
} from '../../../../src/client/store/user-db/outbox';
import { changeShoppingList } from '../../../../src/client/store/user-db/shopping-list-repository';
import { pendingProductIds } from '../../../../src/client/store/user-db/use-shopping-list';
import { openUserDb, userDb, userDbName, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type { Note, SyncReply } from '../../../../src/domain/sync/sync-contracts';
import { FakeSyncServer, line } from './fake-sync-server';

let db: UserDb;
let userNumber = 0;
beforeEach(() => {
  userNumber += 1;
  db = openUserDb(`repositories-${userNumber}`);
});
afterEach(async () => {
  await db.delete();
});

const keysOf = async () => (await pendingOperations(db)).map((entry) => entry.operation.idempotencyKey);
const note = (id: string, text: string): Note => ({
  id,
  target: { kind: 'part', partNumber: 'LR001', description: 'Brake disc' },
  text,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('changing the shopping list on the device', () => {
  it('changes the line and queues the operation with a fresh key, in the order made', async () => {
    const first = await changeShoppingList(db, { action: 'add', line: line('A', '2') });
    const second = await changeShoppingList(db, { action: 'update', productId: 'A', quantity: '007' });

    expect(await readLines(db)).toEqual([{ ...line('A'), quantity: '7' }]);
    const pending = await pendingOperations(db);
    expect(pending.map((entry) => entry.operation.change)).toEqual([
      { action: 'add', line: line('A', '2') },
      // Stored as the server will store it.
      { action: 'update', productId: 'A', quantity: '7' },
    ]);
    expect(first.ok && second.ok && first.operation.idempotencyKey !== second.operation.idempotencyKey).toBe(true);
    expect(pending.every((entry) => entry.attempts === 0 && entry.lastError === null)).toBe(true);
  });

  it('writes the change and the outbox entry in one transaction: when queuing fails, the line is not changed', async () => {
    await changeShoppingList(db, { action: 'add', line: line('A') });
    db.outbox.hook('creating', () => {
      throw new Error('QuotaExceededError');
    });
    await expect(changeShoppingList(db, { action: 'add', line: line('B') })).rejects.toThrow('QuotaExceededError');
    expect((await readLines(db)).map((stored) => stored.productId)).toEqual(['A']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a bad quantity with its message and changes nothing', async () => {
    const outcome = await changeShoppingList(db, { action: 'add', line: line('A', '-3') });
    expect(outcome).toEqual({ ok: false, message: 'The quantity cannot be negative.' });
    expect(await readLines(db)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the order of the lines', async () => {
    for (const productId of ['C', 'A', 'B']) await changeShoppingList(db, { action: 'add', line: line(productId) });
    await changeShoppingList(db, { action: 'add', line: line('A', '5') });
    expect((await readLines(db)).map((stored) => `${stored.productId}${stored.quantity}`)).toEqual(['C1', 'A5', 'B1']);
  });

  it('marks the lines with queued changes, including lines a received part merges into', async () => {
    await changeShoppingList(db, { action: 'add', line: line('A') });
    await changeShoppingList(db, { action: 'receive', lines: [{ ...line('X'), partNumber: 'B' }] });
    const lines = [line('A'), line('B')];
    expect(pendingProductIds(lines, await pendingOperations(db))).toEqual(new Set(['A', 'X', 'B']));
  });
});

describe('changing notes on the device', () => {
  it('saves and deletes notes with an outbox entry each', async () => {
    await changeNote(db, { action: 'save', note: note('n1', ' Check the clips ') });
    await changeNote(db, { action: 'save', note: note('n2', 'Second') });
    await changeNote(db, { action: 'delete', id: 'n2' });
    expect(await readNotes(db)).toEqual([note('n1', 'Check the clips')]);
    expect(await db.outbox.count()).toBe(3);
  });

  it('refuses an empty note', async () => {
    expect(await changeNote(db, { action: 'save', note: note('n1', '  ') })).toEqual({
      ok: false,
      message: 'Enter the text of the note.',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('acknowledging a reply', () => {
  it('removes the acknowledged entries and keeps edits made during the request on top of the server state', async () => {
    const server = new FakeSyncServer();
    // Another device's line, already on the server.
    server.apply([
      {
        idempotencyKey: 'other-device',
        entity: 'shoppingList',
        createdAt: '2026-11-22T10:00:00.000Z',
        change: { action: 'add', line: line('Z') },
      },
    ]);
    await changeShoppingList(db, { action: 'add', line: line('A') });
    const sent = await pendingOperations(db);
    const reply = await server.sendOperations(sent.map((entry) => entry.operation));
    // Made while the request was under way.
    await changeShoppingList(db, { action: 'add', line: line('B') });
    await changeShoppingList(db, { action: 'update', productId: 'Z', quantity: '3' });

    await acknowledge(
      db,
      reply,
      sent.map((entry) => entry.operation.idempotencyKey),
      new Date('2026-11-22T11:00:00Z'),
    );

    expect((await readLines(db)).map((stored) => `${stored.productId}${stored.quantity}`)).toEqual(['Z3', 'A1', 'B1']);
    expect((await pendingOperations(db)).map((entry) => entry.operation.change.action)).toEqual(['add', 'update']);
    expect(await readSyncState(db)).toMatchObject({
      lastSyncedAt: '2026-11-22T11:00:00.000Z',
      lastError: null,
      serverModificationDate: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keeps an operation the server refuses, marked with why, and stops sending it', async () => {
    await changeShoppingList(db, { action: 'add', line: line('A') });
    const [entry] = await pendingOperations(db);
    const key = entry!.operation.idempotencyKey;
    const reply: SyncReply = {
      results: [
        { index: 0, idempotencyKey: key, status: 'refused', code: 'unknown-action', detail: 'Unknown action.' },
      ],
      applied: [],
      alreadyApplied: [],
      rejected: [{ idempotencyKey: key, code: 'unknown-action', message: 'Unknown action.' }],
      shoppingList: { key_value_string: 'c', lines: [], c_shoplistModificationDate: '' },
      notes: [],
      bookmarks: [],
    };
    await acknowledge(db, reply, [key], new Date('2026-11-22T11:00:00Z'));
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]?.refused).toEqual({
      code: 'unknown-action',
      detail: 'Unknown action.',
      at: '2026-11-22T11:00:00.000Z',
    });
    expect(await pendingOperations(db)).toEqual([]);
    expect(await countPending(db)).toBe(0);
    // Still shown where it was made, until the user discards it.
    expect(await readLines(db)).toEqual([line('A')]);
  });

  it('removes only keys the request carried', async () => {
    await changeShoppingList(db, { action: 'add', line: line('A') });
    const key = (await keysOf())[0]!;
    const reply: SyncReply = {
      results: [],
      applied: [key],
      alreadyApplied: [],
      rejected: [],
      shoppingList: { key_value_string: 'c', lines: [], c_shoplistModificationDate: '' },
      notes: [],
      bookmarks: [],
    };
    await acknowledge(db, reply, ['some-other-key']);
    expect(await keysOf()).toEqual([key]);
  });
});

describe('a crash between sending and acknowledging', () => {
  it('sends the same keys again, and the server applies them once', async () => {
    const server = new FakeSyncServer();
    await changeShoppingList(db, { action: 'add', line: line('A', '2') });
    await changeShoppingList(db, { action: 'receive', lines: [line('A', '3')] });
    const keys = await keysOf();
    // The tab closes after the server applied the batch, before the reply was stored.
    await server.sendOperations((await pendingOperations(db)).map((entry) => entry.operation));

    await drainOutbox(db, server.sendOperations);

    expect(server.requests).toEqual([keys, keys]);
    expect(server.state.lines).toEqual([line('A', '5')]);
    expect(await readLines(db)).toEqual([line('A', '5')]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a failed request keeps the entries, counting the attempt', async () => {
    const server = new FakeSyncServer();
    server.failures.push(new Error('Failed to fetch'));
    await changeShoppingList(db, { action: 'add', line: line('A') });
    await expect(drainOutbox(db, server.sendOperations)).rejects.toThrow('Failed to fetch');
    expect(await pendingOperations(db)).toMatchObject([{ attempts: 1, lastError: 'Failed to fetch' }]);
    expect((await readSyncState(db)).lastError).toBe('Failed to fetch');
  });
});

describe('last known prices', () => {
  it('keeps the last price of each part with the date of the lookup, for pricing offline', async () => {
    const part = {
      apn: 'LR001',
      unitPrice: '10.00',
      discountRate: '5',
      taxRate: '20',
      discountCode: 'D1',
      taxCode: 'T1',
      apnDesc: 'Brake disc',
    };
    await rememberPrices(db, [part], new Date('2026-11-20T09:00:00Z'));
    await rememberPrices(db, [{ ...part, unitPrice: '12.00' }], new Date('2026-11-22T09:00:00Z'));
    expect(await lastKnownPrices(db, ['LR001', 'LR002'])).toEqual([
      { ...part, unitPrice: '12.00', pricedAt: '2026-11-22T09:00:00.000Z' },
    ]);
  });
});

describe('logging out with unsynced changes', () => {
  it('says whether the user has changes the server has not acknowledged, creating no database', async () => {
    expect(await hasUnsyncedChanges('never-signed-in')).toBe(false);
    expect(await indexedDB.databases()).not.toContainEqual(
      expect.objectContaining({ name: userDbName('never-signed-in') }),
    );
    const shared = userDb(`logout-${userNumber}`);
    await changeShoppingList(shared, { action: 'add', line: line('A') });
    expect(await hasUnsyncedChanges(`logout-${userNumber}`)).toBe(true);
    await drainOutbox(shared, new FakeSyncServer().sendOperations);
    expect(await hasUnsyncedChanges(`logout-${userNumber}`)).toBe(false);
    await shared.delete();
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acknowledge } from '../../../../src/client/store/user-db/acknowledge';
import { changeBookmarks, findBookmark } from '../../../../src/client/store/user-db/bookmarks-repository';
import { drainOutbox } from '../../../../src/client/store/user-db/drain-outbox';
import { readBookmarks } from '../../../../src/client/store/user-db/local-state';
import { pendingOperations } from '../../../../src/client/store/user-db/outbox';
import { openUserDb, userDbName, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type { Bookmark } from '../../../../src/domain/bookmarks/bookmark-contracts';
import { FakeSyncServer } from './fake-sync-server';

let db: UserDb;
let userNumber = 0;
beforeEach(() => {
  userNumber += 1;
  db = openUserDb(`bookmarks-${userNumber}`);
});
afterEach(async () => {
  await db.delete();
});

const bookmark = (id: string, bookmarkName: string): Bookmark => ({
  id,
  bookmarkName,
  url: `/catalogue/${id}`,
  timeStamp: '22/11/2026, 10:15',
  session: { type: 'model' },
  local: { searchType: 'partNumber' },
});
const names = async (on: UserDb = db) => (await readBookmarks(on)).map((item) => item.bookmarkName);

describe('changing bookmarks on the device', () => {
  it('saves newest first, renames and deletes, each with an outbox entry in the order made', async () => {
    await changeBookmarks(db, { action: 'save', bookmark: bookmark('a', ' Brakes ') });
    await changeBookmarks(db, { action: 'save', bookmark: bookmark('b', 'Axle') });
    await changeBookmarks(db, { action: 'rename', id: 'a', bookmarkName: 'Front brakes' });
    expect(await names()).toEqual(['Axle', 'Front brakes']);
    await changeBookmarks(db, { action: 'delete', id: 'b' });
    expect(await names()).toEqual(['Front brakes']);
    expect(await findBookmark(db, 'a')).toEqual({ ...bookmark('a', 'Front brakes') });
    const pending = await pendingOperations(db);
    expect(pending.map((entry) => [entry.operation.entity, entry.operation.change.action])).toEqual([
      ['bookmark', 'save'],
      ['bookmark', 'save'],
      ['bookmark', 'rename'],
      ['bookmark', 'delete'],
    ]);
  });

  it('refuses an empty or taken name with the spec’s message, changing and queuing nothing', async () => {
    await changeBookmarks(db, { action: 'save', bookmark: bookmark('a', 'Brakes') });
    expect(await changeBookmarks(db, { action: 'save', bookmark: bookmark('b', 'BRAKES') })).toEqual({
      ok: false,
      message: 'Bookmark name already exists.',
    });
    expect(await changeBookmarks(db, { action: 'rename', id: 'a', bookmarkName: '  ' })).toEqual({
      ok: false,
      message: 'Enter a valid bookmark name.',
    });
    expect(await names()).toEqual(['Brakes']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps 50, cutting the oldest, and delete-all empties the list', async () => {
    for (let index = 1; index <= 51; index += 1) {
      await changeBookmarks(db, { action: 'save', bookmark: bookmark(`id${index}`, `Bookmark ${index}`) });
    }
    const kept = await names();
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('Bookmark 51');
    expect(kept.at(-1)).toBe('Bookmark 2');
    await changeBookmarks(db, { action: 'deleteAll' });
    expect(await names()).toEqual([]);
  });
});

describe('syncing bookmarks', () => {
  it('sends them through the outbox and shows the server’s list after, converging with another device', async () => {
    const server = new FakeSyncServer();
    const other = openUserDb(`bookmarks-other-${userNumber}`);
    try {
      await changeBookmarks(db, { action: 'save', bookmark: bookmark('a', 'Brakes') });
      await changeBookmarks(other, { action: 'save', bookmark: bookmark('b', 'brakes') });
      await changeBookmarks(other, { action: 'save', bookmark: bookmark('c', 'Doors') });
      await drainOutbox(db, server.sendOperations);
      await drainOutbox(other, server.sendOperations);
      // The other device's 'brakes' reached the server second: refused, and gone from that device too.
      expect(server.state.bookmarks.map((item) => item.bookmarkName)).toEqual(['Doors', 'Brakes']);
      expect(await names(other)).toEqual(['Doors', 'Brakes']);
      // A pull (an empty batch) brings the first device up to date.
      await acknowledge(db, await server.sendOperations([]), []);
      expect(await names()).toEqual(['Doors', 'Brakes']);
    } finally {
      await other.delete();
    }
  });

  it('keeps a change made while a sync was under way on top of the server’s list, and sends it next', async () => {
    const server = new FakeSyncServer();
    await changeBookmarks(db, { action: 'save', bookmark: bookmark('a', 'Brakes') });
    let requests = 0;
    await drainOutbox(db, async (operations) => {
      const reply = server.apply(operations);
      requests += 1;
      if (requests === 1) {
        await changeBookmarks(db, { action: 'save', bookmark: bookmark('b', 'Wheels') });
        expect(await names()).toEqual(['Wheels', 'Brakes']);
      }
      return reply;
    });
    expect(requests).toBe(2);
    expect(await names()).toEqual(['Wheels', 'Brakes']);
    expect(server.state.bookmarks.map((item) => item.bookmarkName)).toEqual(['Wheels', 'Brakes']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the database upgrade from version 1', () => {
  it('keeps a version 1 database’s rows and outbox, and adds empty bookmarks, server copy and profile tables', async () => {
    const name = userDbName(`upgrade-${userNumber}`);
    const old = new Dexie(name);
    old.version(1).stores({
      shoppingLines: 'productId, position',
      notes: 'id',
      outbox: '++seq, &operation.idempotencyKey',
      syncState: 'id',
      prices: 'apn',
    });
    await old.table('notes').put({ id: 'n1', text: 'kept' });
    await old.table('outbox').add({ operation: { idempotencyKey: 'k1' }, attempts: 0, lastError: null });
    old.close();

    const upgraded = openUserDb(`upgrade-${userNumber}`);
    try {
      expect(upgraded.tables.map((table) => table.name).sort()).toEqual([
        'bookmarks',
        'notes',
        'outbox',
        'prices',
        'profile',
        'serverCopy',
        'shoppingLines',
        'syncState',
      ]);
      expect(await upgraded.notes.get('n1')).toMatchObject({ text: 'kept' });
      expect(await upgraded.outbox.count()).toBe(1);
      expect(await upgraded.bookmarks.count()).toBe(0);
      expect(await upgraded.serverCopy.count()).toBe(0);
    } finally {
      await upgraded.delete();
    }
  });
});

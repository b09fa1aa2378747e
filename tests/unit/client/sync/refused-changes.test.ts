import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReply } from '../../../../src/client/store/user-db/acknowledge';
import { drainOutbox } from '../../../../src/client/store/user-db/drain-outbox';
import { readLines, readNotes } from '../../../../src/client/store/user-db/local-state';
import { changeNote } from '../../../../src/client/store/user-db/notes-repository';
import { countPending, enqueue, hasUnsyncedChanges } from '../../../../src/client/store/user-db/outbox';
import {
  discardRefusedChange,
  editRefusedChange,
  goneMessage,
  refusedChanges,
} from '../../../../src/client/store/user-db/refused-changes';
import { changeShoppingList } from '../../../../src/client/store/user-db/shopping-list-repository';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type { Note, SyncOperation, SyncReply } from '../../../../src/domain/sync/sync-contracts';
import { FakeSyncServer, line } from './fake-sync-server';

let db: UserDb;
let userKey: string;
let userNumber = 0;
beforeEach(() => {
  userNumber += 1;
  userKey = `refused-${userNumber}`;
  db = openUserDb(userKey);
});
afterEach(async () => {
  await db.delete();
});

const note = (id: string, text: string): Note => ({
  id,
  target: { kind: 'part', partNumber: 'LR001', description: 'Pad' },
  text,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

/** Written straight into the outbox, as an older app version or a damaged entry would have left it. */
async function queueStraight(operation: SyncOperation): Promise<void> {
  await db.transaction('rw', db.outbox, () => enqueue(db, operation));
}

const tooMany: SyncOperation = {
  idempotencyKey: 'too-many-parts',
  entity: 'shoppingList',
  createdAt: '2026-11-22T10:00:00.000Z',
  change: { action: 'add', line: line('HUGE', '10000') },
};

describe('a change the server refuses', () => {
  it('is kept, marked with the reason, while the changes beside it drain; it is never sent again', async () => {
    const server = new FakeSyncServer();
    await changeShoppingList(db, { action: 'add', line: line('BEFORE') });
    await changeNote(db, { action: 'save', note: note('n1', 'Torque to 40 Nm') });
    // A NUL the device let through (an older version): the server refuses it alone.
    const poisoned = (await db.outbox.orderBy('seq').last())!;
    await db.outbox.update(poisoned.seq, (entry) => {
      if (entry.operation.entity === 'note' && entry.operation.change.action === 'save')
        entry.operation.change.note.text = 'Torque to 40\u0000Nm';
    });
    await changeShoppingList(db, { action: 'add', line: line('AFTER') });

    const summary = await drainOutbox(db, server.sendOperations);

    expect(summary).toEqual({ acknowledged: 3, refused: 1 });
    expect(server.state.lines.map((each) => each.productId)).toEqual(['BEFORE', 'AFTER']);
    expect(server.state.notes).toEqual([]);
    const [refused] = await refusedChanges(db);
    expect(refused?.operation.idempotencyKey).toBe(poisoned.operation.idempotencyKey);
    expect(refused?.refused).toMatchObject({
      code: 'invalid-text',
      detail: 'operations[1].change.note.text contains a NUL character (U+0000), which cannot be stored.',
    });
    expect(await countPending(db)).toBe(0);
    // Still unsynced as far as logging out is concerned: the user has not let it go.
    expect(await hasUnsyncedChanges(userKey)).toBe(true);
    // Shown where it was made, until the user decides.
    expect((await readNotes(db)).map((each) => each.id)).toEqual(['n1']);

    const requests = server.requests.length;
    expect(await drainOutbox(db, server.sendOperations)).toEqual({ acknowledged: 0, refused: 0 });
    expect(server.requests).toHaveLength(requests);
  });

  it('discarded, leaves the outbox and puts the device back to the server copy with the other queued changes on top', async () => {
    const server = new FakeSyncServer();
    server.state = { lines: [line('ON-SERVER', '2')], notes: [], bookmarks: [] };
    await changeNote(db, { action: 'save', note: note('n1', 'Fine') });
    await queueStraight(tooMany);
    await drainOutbox(db, server.sendOperations);
    // Queued after the refusal and not yet sent (offline, say).
    await changeShoppingList(db, { action: 'update', productId: 'ON-SERVER', quantity: '7' });
    const [refused] = await refusedChanges(db);

    await discardRefusedChange(db, refused!.seq);

    expect(await refusedChanges(db)).toEqual([]);
    expect(await countPending(db)).toBe(1);
    expect(await readLines(db)).toEqual([line('ON-SERVER', '7')]);
    expect(await readNotes(db)).toEqual([note('n1', 'Fine')]);
  });

  it('edited, becomes a new change with a new key that drains and applies; a value refused again changes nothing', async () => {
    const server = new FakeSyncServer();
    await queueStraight(tooMany);
    await drainOutbox(db, server.sendOperations);
    const [refused] = await refusedChanges(db);

    expect(await editRefusedChange(db, refused!.seq, '-3')).toEqual({
      ok: false,
      message: 'The quantity cannot be negative.',
    });
    expect(await refusedChanges(db)).toHaveLength(1);
    expect(await countPending(db)).toBe(0);

    const edited = await editRefusedChange(db, refused!.seq, '12');
    expect(edited.ok).toBe(true);
    expect(await refusedChanges(db)).toEqual([]);
    const [queued] = await db.outbox.toArray();
    expect(queued?.operation.idempotencyKey).not.toBe(tooMany.idempotencyKey);
    expect(queued?.operation.change).toEqual({ action: 'add', line: line('HUGE', '12') });
    expect(await readLines(db)).toEqual([line('HUGE', '12')]);

    await drainOutbox(db, server.sendOperations);
    expect(server.state.lines).toEqual([line('HUGE', '12')]);
    expect(await db.outbox.count()).toBe(0);
    expect(await editRefusedChange(db, refused!.seq, '5')).toEqual({ ok: false, message: goneMessage });
  });

  it('replayed by another tab after the refusal, gets the same refusal and nothing applies twice', async () => {
    const server = new FakeSyncServer();
    await changeShoppingList(db, { action: 'receive', lines: [line('SUMMED', '2')] });
    await queueStraight(tooMany);
    const sent = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.operation);
    const first = server.apply(sent);
    const replay = server.apply(sent);
    expect(replay.results.map((result) => result.status)).toEqual(['duplicate', 'refused']);
    expect(replay.rejected).toEqual(first.rejected);
    expect(server.state.lines).toEqual([line('SUMMED', '2')]);
  });

  it('is read from the results by its place in the request, or by key from a server that answers without results', () => {
    const state = {
      shoppingList: { key_value_string: 'c', lines: [], c_shoplistModificationDate: '' },
      notes: [],
      bookmarks: [],
    };
    const withResults: SyncReply = {
      ...state,
      results: [
        { index: 0, idempotencyKey: 'sent-key-0', status: 'applied' },
        {
          index: 1,
          idempotencyKey: null,
          status: 'refused',
          code: 'malformed-operation',
          detail: 'operations[1].idempotencyKey must be 8 to 100 letters.',
        },
        { index: 2, idempotencyKey: 'sent-key-2', status: 'duplicate' },
      ],
      applied: ['sent-key-0'],
      alreadyApplied: ['sent-key-2'],
      rejected: [],
    };
    const outcome = readReply(withResults, ['sent-key-0', 'bad key', 'sent-key-2']);
    expect(outcome.done).toEqual(['sent-key-0', 'sent-key-2']);
    expect([...outcome.refused]).toEqual([
      ['bad key', { code: 'malformed-operation', detail: 'operations[1].idempotencyKey must be 8 to 100 letters.' }],
    ]);

    const older = {
      ...state,
      applied: ['sent-key-0', 'not-sent'],
      alreadyApplied: [],
      rejected: [{ idempotencyKey: 'sent-key-2', message: 'Unknown action.' }],
    };
    const fromOlder = readReply(older as unknown as SyncReply, ['sent-key-0', 'sent-key-2']);
    expect(fromOlder.done).toEqual(['sent-key-0']);
    expect([...fromOlder.refused]).toEqual([['sent-key-2', { code: 'invalid-field', detail: 'Unknown action.' }]]);
  });
});

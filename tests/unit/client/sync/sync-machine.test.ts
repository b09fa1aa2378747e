import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { SyncRequestError } from '../../../../src/client/api/sync/sync-request-error';
import { syncEffects, type SyncDependencies } from '../../../../src/client/machines/sync/sync-effects';
import {
  backoffDelayMs,
  jitteredBackoff,
  lockedElsewhere,
  maxBackoffMs,
  periodicSyncMs,
  syncMachine,
} from '../../../../src/client/machines/sync/sync-machine';
import { readLines } from '../../../../src/client/store/user-db/local-state';
import { enqueue } from '../../../../src/client/store/user-db/outbox';
import { changeShoppingList } from '../../../../src/client/store/user-db/shopping-list-repository';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import { FakeSyncServer, line } from './fake-sync-server';

let db: UserDb;
let userKey: string;
let userNumber = 0;
beforeEach(() => {
  userNumber += 1;
  userKey = `machine-${userNumber}`;
  db = openUserDb(userKey);
});
afterEach(async () => {
  await db.delete();
});

interface Harness {
  server: FakeSyncServer;
  wakeUps: number;
  lockHeldElsewhere: boolean;
}

function startSync(options: { online?: boolean; random?: number } = {}) {
  const clock = new SimulatedClock();
  const harness: Harness = { server: new FakeSyncServer(), wakeUps: 0, lockHeldElsewhere: false };
  const dependencies: SyncDependencies = {
    userDb: () => db,
    sendOperations: (operations) => harness.server.sendOperations(operations),
    sessionIsUser: async () => true,
    withSyncLock: async (_userKey, drain) => (harness.lockHeldElsewhere ? lockedElsewhere : drain()),
    requestWakeUp: () => {
      harness.wakeUps += 1;
    },
  };
  const machine = syncMachine.provide({
    ...syncEffects(dependencies),
    delays: { backoff: jitteredBackoff(() => options.random ?? 0.5) },
  });
  const actor = createActor(machine, {
    clock,
    input: { userKey, online: options.online ?? true, signedIn: true },
  }).start();
  return { actor, clock, harness };
}

/** Queues adds straight into the outbox, as 450 edits made one by one would. */
async function queueAdds(count: number) {
  await db.transaction('rw', db.outbox, async () => {
    for (let index = 0; index < count; index += 1) {
      const operation = {
        idempotencyKey: `queued-key-${index}`,
        entity: 'shoppingList' as const,
        createdAt: '2026-11-22T10:00:00.000Z',
        change: { action: 'add' as const, line: line(`P${index}`) },
      };
      await enqueue(db, operation);
    }
  });
}

type SyncActor = ReturnType<typeof startSync>['actor'];
const settledIdle = (actor: SyncActor) =>
  waitFor(actor, (snapshot) => snapshot.matches({ active: 'idle' }) && snapshot.context.pendingCount === 0, {
    timeout: 5_000,
  });
const addLines = async (count: number, from = 0) => {
  for (let index = from; index < from + count; index += 1)
    await changeShoppingList(db, { action: 'add', line: line(`P${index}`) });
};

describe('sync machine', () => {
  it('on start drains the outbox oldest first in batches of up to 200, and applies the reply', async () => {
    await queueAdds(450);
    const keys = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.operation.idempotencyKey);
    const { actor, harness } = startSync();

    await settledIdle(actor);

    expect(harness.server.requests.map((request) => request.length)).toEqual([200, 200, 50]);
    expect(harness.server.sentKeys).toEqual(keys);
    expect(harness.server.state.lines).toHaveLength(450);
    expect(await readLines(db)).toEqual(harness.server.state.lines);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a new edit made while idle, and never sends an acknowledged key again', async () => {
    const { actor, harness } = startSync();
    await addLines(1);
    await waitFor(actor, () => harness.server.appliedKeys.length === 1, { timeout: 5_000 });
    await settledIdle(actor);
    await addLines(1, 1);
    await waitFor(actor, () => harness.server.appliedKeys.length === 2, { timeout: 5_000 });
    await settledIdle(actor);
    actor.send({ type: 'retry' });
    await settledIdle(actor);

    // Empty requests are pulls of the server's state; only two carried changes.
    expect(harness.server.requests.filter((request) => request.length > 0)).toHaveLength(2);
    expect(new Set(harness.server.sentKeys).size).toBe(harness.server.sentKeys.length);
  });

  it('with nothing to send, reads what another device synced, keeping local changes on top', async () => {
    const { actor, harness } = startSync({ online: false });
    harness.server.state = { lines: [line('FROM-OTHER-DEVICE', '3')], notes: [], bookmarks: [] };
    await changeShoppingList(db, { action: 'add', line: line('LOCAL', '2') });
    actor.send({ type: 'network.changed', online: true });
    await settledIdle(actor);
    expect((await readLines(db)).map((stored) => `${stored.productId}x${stored.quantity}`).sort()).toEqual([
      'FROM-OTHER-DEVICEx3',
      'LOCALx2',
    ]);

    harness.server.state = { lines: [...harness.server.state.lines, line('LATER', '1')], notes: [], bookmarks: [] };
    const requestsBefore = harness.server.requests.length;
    actor.send({ type: 'retry' });
    await waitFor(actor, () => harness.server.requests.length === requestsBefore + 1, { timeout: 5_000 });
    expect(harness.server.requests.at(-1)).toEqual([]);
    await settledIdle(actor);
    expect((await readLines(db)).map((stored) => stored.productId)).toContain('LATER');
  });

  it('backs off with full jitter after a network failure or a 5xx, then sends the same keys again', async () => {
    await addLines(2);
    const { actor, clock, harness } = startSync({ random: 0.5 });
    harness.server.failures.push(new SyncRequestError('The server could not be reached.', true));
    harness.server.failures.push(new SyncRequestError('Service Unavailable', true, 503));

    await waitFor(actor, (snapshot) => snapshot.hasTag('backoff'), { timeout: 5_000 });
    // The first wait is drawn from up to 1 s: half of it.
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 1, error: null });
    clock.increment(499);
    expect(harness.server.requests).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.hasTag('backoff') && snapshot.context.attempt === 2, {
      timeout: 5_000,
    });
    // The second wait is drawn from up to 2 s; a server fault is shown, no network is not.
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 2, error: 'Service Unavailable' });
    expect(harness.wakeUps).toBe(2);
    clock.increment(999);
    expect(harness.server.requests).toHaveLength(2);
    clock.increment(1);
    await settledIdle(actor);

    const [first, second, third] = harness.server.requests;
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(harness.server.state.lines).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('caps the backoff at 60 s', () => {
    expect([0, 1, 5, 6, 20].map((attempt) => backoffDelayMs(attempt, () => 0.999_999))).toEqual([
      999, 1_999, 31_999, 59_999, 59_999,
    ]);
    expect(backoffDelayMs(3, () => 0)).toBe(0);
  });

  it('shows a refusal of the whole request (4xx) and sends again only on retry', async () => {
    await addLines(1);
    const { actor, clock, harness } = startSync();
    harness.server.failures.push(new SyncRequestError('The operations list is too long.', false, 400));

    await waitFor(actor, (snapshot) => snapshot.hasTag('error'), { timeout: 5_000 });
    expect(actor.getSnapshot().context.error).toBe('The operations list is too long.');
    clock.increment(periodicSyncMs * 3);
    expect(harness.server.requests).toHaveLength(1);

    actor.send({ type: 'retry' });
    await settledIdle(actor);
    expect(harness.server.requests).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('waits while offline, asks for a wake-up when an edit is made, and drains when the network returns', async () => {
    const { actor, harness } = startSync({ online: false });
    await waitFor(actor, (snapshot) => snapshot.hasTag('waiting'));
    await addLines(1);
    await waitFor(actor, (snapshot) => snapshot.context.pendingCount === 1, { timeout: 5_000 });
    expect(harness.wakeUps).toBe(1);
    expect(harness.server.requests).toHaveLength(0);

    actor.send({ type: 'network.changed', online: true });
    await settledIdle(actor);
    expect(harness.server.state.lines).toHaveLength(1);
  });

  it('sends a change made during a pull as soon as the pull is done', async () => {
    const { actor, harness } = startSync();
    await settledIdle(actor);
    let answerPull = () => {};
    harness.server.hold = new Promise((resolve) => {
      answerPull = resolve;
    });
    actor.send({ type: 'sync.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'pulling' }), { timeout: 5_000 });
    await addLines(1);
    await waitFor(actor, (snapshot) => snapshot.context.pendingCount === 1, { timeout: 5_000 });

    harness.server.hold = null;
    answerPull();
    await settledIdle(actor);
    expect(harness.server.requests).toHaveLength(2);
    expect(harness.server.requests[0]).toEqual([]);
    expect(harness.server.state.lines).toHaveLength(1);
  });

  it("looks at the outbox at once on the browser's online event, for changes it was not told of", async () => {
    const { actor, harness } = startSync();
    await settledIdle(actor);
    // Written past Dexie, so the outbox watch does not report it: as after an offline spell
    // too short for the network state to change, nothing else would send it for a minute.
    const operation = {
      idempotencyKey: 'unseen-key',
      entity: 'shoppingList',
      createdAt: '2026-11-22T10:00:00.000Z',
      change: { action: 'add', line: line('UNSEEN') },
    };
    await new Promise((resolve, reject) => {
      const request = db
        .backendDB()
        .transaction('outbox', 'readwrite')
        .objectStore('outbox')
        .add({ operation, attempts: 0, lastError: null });
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    });
    expect(actor.getSnapshot().context.pendingCount).toBe(0);

    actor.send({ type: 'network.returned' });
    await settledIdle(actor);
    expect(harness.server.sentKeys).toEqual(['unseen-key']);
    expect(await db.outbox.count()).toBe(0);
  });

  it("cuts a backoff short on the browser's online event", async () => {
    await addLines(1);
    const { actor, harness } = startSync({ random: 0.9 });
    harness.server.failures.push(new SyncRequestError('The server could not be reached.', true));
    await waitFor(actor, (snapshot) => snapshot.hasTag('backoff'), { timeout: 5_000 });

    actor.send({ type: 'network.returned' });
    await settledIdle(actor);
    expect(harness.server.requests).toHaveLength(2);
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('makes a pull asked for while offline once the network returns', async () => {
    const { actor, harness } = startSync({ online: false });
    harness.server.state = { lines: [line('SYNCED-ELSEWHERE', '4')], notes: [], bookmarks: [] };
    await waitFor(actor, (snapshot) => snapshot.hasTag('waiting'));
    actor.send({ type: 'sync.requested' });
    expect(harness.server.requests).toHaveLength(0);
    actor.send({ type: 'network.changed', online: true });
    await waitFor(actor, () => harness.server.requests.length === 1, { timeout: 5_000 });
    await settledIdle(actor);
    expect((await readLines(db)).map((stored) => `${stored.productId}x${stored.quantity}`)).toEqual([
      'SYNCED-ELSEWHEREx4',
    ]);
  });

  it('waits while the session is not signed in', async () => {
    await addLines(1);
    const { actor, harness } = startSync();
    await settledIdle(actor);
    actor.send({ type: 'session.changed', signedIn: false });
    await addLines(1, 1);
    await waitFor(actor, (snapshot) => snapshot.hasTag('waiting') && snapshot.context.pendingCount === 1, {
      timeout: 5_000,
    });
    expect(harness.server.appliedKeys).toHaveLength(1);
    actor.send({ type: 'session.changed', signedIn: true });
    await settledIdle(actor);
    expect(harness.server.appliedKeys).toHaveLength(2);
  });

  it('skips while another tab holds the lock, and looks again every 60 s while changes wait', async () => {
    await addLines(1);
    const { actor, clock, harness } = startSync();
    await settledIdle(actor);
    harness.lockHeldElsewhere = true;
    await addLines(1, 1);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'idle' }) && snapshot.context.pendingCount === 1, {
      timeout: 5_000,
    });
    expect(harness.server.requests).toHaveLength(1);

    harness.lockHeldElsewhere = false;
    clock.increment(periodicSyncMs);
    await settledIdle(actor);
    // The tick also pulls once the outbox is empty; two requests carried changes.
    expect(harness.server.requests.filter((request) => request.length > 0)).toHaveLength(2);
  });

  it('drains on the service worker wake-up after a lock was held elsewhere', async () => {
    await addLines(1);
    const { actor, harness } = startSync();
    await settledIdle(actor);
    harness.lockHeldElsewhere = true;
    await addLines(1, 1);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'idle' }) && snapshot.context.pendingCount === 1, {
      timeout: 5_000,
    });
    harness.lockHeldElsewhere = false;
    actor.send({ type: 'sync.requested' });
    await settledIdle(actor);
    expect(harness.server.appliedKeys).toHaveLength(2);
  });

  it('settles after a refusal instead of retrying it: the rest drain, the refused change stays for the user, transport trouble still backs off', async () => {
    await addLines(1);
    // Written straight into the outbox: a quantity the server refuses.
    const refusedOperation = {
      idempotencyKey: 'refused-quantity',
      entity: 'shoppingList' as const,
      createdAt: '2026-11-22T10:00:00.000Z',
      change: { action: 'add' as const, line: line('HUGE', '10000') },
    };
    await db.transaction('rw', db.outbox, () => enqueue(db, refusedOperation));
    await addLines(1, 1);
    const { actor, clock, harness } = startSync();

    await settledIdle(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(harness.server.state.lines.map((each) => each.productId)).toEqual(['P0', 'P1']);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]?.refused?.code).toBe('invalid-field');

    // Neither a retry nor the minute's tick sends the refused change again.
    actor.send({ type: 'retry' });
    await settledIdle(actor);
    clock.increment(periodicSyncMs);
    await settledIdle(actor);
    expect(harness.server.sentKeys.filter((key) => key === refusedOperation.idempotencyKey)).toHaveLength(1);

    // A new change still goes; when the network fails it waits and tries again.
    harness.server.failures.push(new SyncRequestError('The server could not be reached.', true));
    await addLines(1, 2);
    await waitFor(actor, (snapshot) => snapshot.hasTag('backoff'), { timeout: 5_000 });
    clock.increment(maxBackoffMs);
    await settledIdle(actor);
    expect(harness.server.state.lines.map((each) => each.productId)).toEqual(['P0', 'P1', 'P2']);
    expect(harness.server.sentKeys.filter((key) => key === refusedOperation.idempotencyKey)).toHaveLength(1);
  });
});

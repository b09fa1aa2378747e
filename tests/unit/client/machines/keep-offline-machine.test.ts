import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { keepOfflineEffects } from '../../../../src/client/machines/offline-download/keep-offline-effects';
import { keepOfflineMachine } from '../../../../src/client/machines/offline-download/keep-offline-machine';
import type { KeepVehicleDependencies } from '../../../../src/client/machines/offline-download/keep-vehicle-offline';
import {
  openOfflineCatalogueDb,
  type OfflineCatalogueDb,
} from '../../../../src/client/store/offline-catalogue/offline-catalogue-db';
import { findKeptAsset, listVehicles } from '../../../../src/client/store/offline-catalogue/offline-vehicles';
import { fakeServer, type FakeServer } from '../store/fake-vehicle-download';

const request = { catHieId: 'cat', langCode: 'en-GB', marketCode: 'GB' };

let db: OfflineCatalogueDb;
let databaseNumber = 0;
beforeEach(() => {
  databaseNumber += 1;
  db = openOfflineCatalogueDb(`keep-machine-test-${databaseNumber}`);
});
afterEach(async () => {
  await db.delete();
});

function machineFor(server: FakeServer) {
  const dependencies: KeepVehicleDependencies = {
    db,
    openDownload: server.openDownload,
    documentKey: (ref) => `pdf:${ref}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
    batchBytes: 1,
  };
  return createActor(keepOfflineMachine.provide(keepOfflineEffects(() => dependencies))).start();
}

const storedRecords = async () => (await listVehicles(db))[0]?.download?.nextRecord ?? 0;

describe('the make-available-offline machine', () => {
  it('pauses when the network cuts the download, keeps what arrived, and resumes from there once online', async () => {
    const server = fakeServer();
    server.cutNextAfter(5);
    const actor = machineFor(server);
    actor.send({ type: 'start', request });

    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'paused' }), { timeout: 2_000 });
    const stored = await storedRecords();
    expect(stored).toBe(5);
    expect(actor.getSnapshot().context.progress.receivedBytes).toBeGreaterThan(0);

    // The connectivity machine says offline, then online again.
    actor.send({ type: 'connectivity', online: false });
    actor.send({ type: 'connectivity', online: true });
    await waitFor(actor, (snapshot) => snapshot.matches('kept'), { timeout: 2_000 });
    expect(server.froms).toEqual([0, stored]);
    expect(actor.getSnapshot().context.totals?.pageCount).toBe(4);
    expect((await listVehicles(db))[0]).toMatchObject({ status: 'complete', pageCount: 4 });
    expect(await findKeptAsset(db, 'pdf:cat-main-preface')).toBeDefined();
    actor.stop();
  });

  it('pauses when the app goes offline even if the stream does not fail, and waits for the network', async () => {
    const server = fakeServer();
    server.hangNextAfter(4);
    const actor = machineFor(server);
    actor.send({ type: 'start', request });
    await expect.poll(storedRecords).toBe(4);

    actor.send({ type: 'connectivity', online: false });
    expect(actor.getSnapshot().matches({ active: 'paused' })).toBe(true);
    // Nothing is asked of the server while offline.
    expect(server.froms).toEqual([0]);

    actor.send({ type: 'connectivity', online: true });
    await waitFor(actor, (snapshot) => snapshot.matches('kept'), { timeout: 2_000 });
    expect(server.froms).toEqual([0, 4]);
    actor.stop();
  });

  it('goes on with a download a reloaded page left part way', async () => {
    const server = fakeServer();
    server.cutNextAfter(3);
    const first = machineFor(server);
    first.send({ type: 'start', request });
    await waitFor(first, (snapshot) => snapshot.matches({ active: 'paused' }), { timeout: 2_000 });
    first.stop();

    const afterReload = machineFor(server);
    afterReload.send({ type: 'resume', request });
    await waitFor(afterReload, (snapshot) => snapshot.matches('kept'), { timeout: 2_000 });
    expect(server.froms).toEqual([0, 3]);
    afterReload.stop();
  });

  it('says cancelled only once everything stored has been removed, paused or not', async () => {
    for (const pauseFirst of [false, true]) {
      const server = fakeServer();
      server.hangNextAfter(4);
      const actor = machineFor(server);
      actor.send({ type: 'start', request });
      await expect.poll(storedRecords).toBe(4);
      if (pauseFirst) actor.send({ type: 'connectivity', online: false });

      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().matches({ active: 'cancelling' })).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.matches('cancelled'), { timeout: 2_000 });
      expect(await listVehicles(db)).toEqual([]);
      expect(await db.hierarchies.count()).toBe(0);
      expect(await db.assets.count()).toBe(0);
      actor.stop();
    }
  });

  it('keeps nothing and says failed when the server refuses the download', async () => {
    const server = fakeServer();
    server.refuseNext(new Error('Request failed with status code 404 Not Found'));
    const actor = machineFor(server);
    actor.send({ type: 'start', request });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 2_000 });
    expect(await listVehicles(db)).toEqual([]);
    actor.stop();
  });

  it('fails as storage-full, without pausing or retrying, and removes what was stored when the device has no room left', async () => {
    // The disk fills once a few records are in: from then on every asset write is refused as a browser refuses it.
    let assetWrites = 0;
    db.use({
      stack: 'dbcore',
      name: 'full-disk',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'assets') return table;
          return {
            ...table,
            mutate: (request) => {
              if (request.type === 'put' && (assetWrites += 1) > 2)
                return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
              return table.mutate(request);
            },
          };
        },
      }),
    });
    const server = fakeServer();
    const actor = machineFor(server);
    const states: unknown[] = [];
    actor.subscribe((snapshot) => states.push(snapshot.value));
    actor.send({ type: 'start', request });

    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.failure).toBe('storage-full');
    expect(states).not.toContainEqual({ active: 'paused' });
    expect(server.froms).toEqual([0]);
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.hierarchies.count()).toBe(0);
    expect(await db.assets.count()).toBe(0);
    actor.stop();
  });

  it('says a refusal by the server failed for another reason than a full device', async () => {
    const server = fakeServer();
    server.refuseNext(new Error('Request failed with status code 404 Not Found'));
    const actor = machineFor(server);
    actor.send({ type: 'start', request });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.failure).toBe('other');
    actor.stop();
  });

  it('ignores a second start while a download runs', async () => {
    const server = fakeServer();
    server.hangNextAfter(1);
    const actor = machineFor(server);
    actor.send({ type: 'start', request });
    actor.send({ type: 'start', request: { ...request, catHieId: 'other' } });
    expect(actor.getSnapshot().context.request?.catHieId).toBe('cat');
    actor.send({ type: 'cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('cancelled'), { timeout: 2_000 });
    actor.stop();
  });
});

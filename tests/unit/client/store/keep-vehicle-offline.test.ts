import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keepVehicleOffline,
  removeKeptDownload,
  type KeepProgress,
  type KeepVehicleDependencies,
} from '../../../../src/client/machines/offline-download/keep-vehicle-offline';
import {
  openOfflineCatalogueDb,
  type OfflineCatalogueDb,
} from '../../../../src/client/store/offline-catalogue/offline-catalogue-db';
import {
  findKeptAsset,
  findKeptHierarchy,
  keptPagesOf,
  listVehicles,
  removeVehicle,
} from '../../../../src/client/store/offline-catalogue/offline-vehicles';
import { fakeServer, recordsOf, sampleVehicle, type FakeServer } from './fake-vehicle-download';

let db: OfflineCatalogueDb;
let databaseNumber = 0;
beforeEach(() => {
  databaseNumber += 1;
  db = openOfflineCatalogueDb(`keep-test-${databaseNumber}`);
});
afterEach(async () => {
  await db.delete();
});

function dependencies(server: FakeServer): KeepVehicleDependencies {
  return {
    db,
    openDownload: server.openDownload,
    documentKey: (ref) => `pdf:${ref}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
    batchBytes: 1,
  };
}
const request = { catHieId: 'cat', langCode: 'en-GB', marketCode: 'GB' };
const run = (server: FakeServer, resume = false, onProgress: (progress: KeepProgress) => void = () => undefined) =>
  keepVehicleOffline(request, dependencies(server), { signal: new AbortController().signal, onProgress, resume });

/** Everything stored, to compare one way of getting there with another. */
async function storedContent() {
  const assets = await db.assets.orderBy('key').toArray();
  return {
    hierarchies: await db.hierarchies.orderBy('key').toArray(),
    assets: await Promise.all(assets.map(async (asset) => ({ ...asset, body: await asset.body.text() }))),
    vehicles: (await listVehicles(db)).map(({ savedAt: _savedAt, ...vehicle }) => vehicle),
  };
}

describe('making a vehicle available offline from one streamed download', () => {
  it('keeps every level, illustration and document where the offline readers look, with progress by bytes', async () => {
    const server = fakeServer();
    const progress: KeepProgress[] = [];
    const totals = await run(server, false, (p) => progress.push(p));

    expect(server.froms).toEqual([0]);
    expect(totals.pageCount).toBe(4);
    const last = progress.at(-1);
    expect(last?.receivedBytes).toBe(last?.totalBytes);
    expect(last?.totalBytes).toBeGreaterThan(0);
    const [kept] = await listVehicles(db);
    expect(kept).toMatchObject({
      catHieId: 'cat',
      langCode: 'en-GB',
      marketCode: 'GB',
      modelName: 'Sable',
      status: 'complete',
      pageCount: 4,
      bytes: totals.bytes,
    });
    expect(kept?.download).toBeUndefined();
    expect((await findKeptHierarchy(db, 'en-GB', 'cat-m02-n01-p2'))?.parts[0]?.partNumber).toBe('P-cat-m02-n01-p2');
    expect(await (await findKeptAsset(db, '/catalogue-assets/illustrations/cat-m01-n01-p1.svg'))?.text()).toBe(
      '<svg>/catalogue-assets/illustrations/cat-m01-n01-p1.svg</svg>',
    );
    const pdf = await findKeptAsset(db, 'pdf:cat-main-preface');
    expect(pdf?.type).toBe('application/pdf');
    expect(await pdf?.text()).toBe('%PDF-1.4 demo');
    expect(await keptPagesOf(db, 'cat', 'en-GB')).toHaveLength(4);
  });

  it('finds a kept level in another language when the one asked for was not kept', async () => {
    await run(fakeServer());
    expect((await findKeptHierarchy(db, 'fr-FR', 'cat-m01'))?.node?.catHieId).toBe('cat-m01');
    expect(await findKeptHierarchy(db, 'en-GB', 'other')).toBeUndefined();
  });

  it('keeps what arrived when the stream is cut, and resumes from the stored cursor to the same result', async () => {
    const server = fakeServer();
    server.cutNextAfter(6);
    await expect(run(server)).rejects.toThrow(TypeError);
    const [partial] = await listVehicles(db);
    expect(partial?.status).toBe('downloading');
    const stored = partial?.download?.nextRecord ?? 0;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(6);

    const progress: KeepProgress[] = [];
    await run(server, true, (p) => progress.push(p));
    expect(server.froms).toEqual([0, stored]);
    // The first report of the resumed run starts where the cut one stopped, not from nothing.
    expect(progress[0]?.receivedBytes).toBe(partial?.download?.receivedBytes);
    const resumed = await storedContent();

    await db.delete();
    db = openOfflineCatalogueDb(`keep-test-whole-${databaseNumber}`);
    await run(fakeServer());
    expect(resumed).toEqual(await storedContent());
  });

  it('starts afresh when the vehicle changed on the server since the first part was stored', async () => {
    const server = fakeServer();
    server.cutNextAfter(3);
    await expect(run(server)).rejects.toThrow(TypeError);
    const changed = sampleVehicle();
    changed.push({ ...changed.at(-1)!, node: { ...changed.at(-1)!.node!, catHieId: 'cat-m02-n01-p3' } });
    const server2 = fakeServer(recordsOf(changed));
    await run(server2, true);
    expect(server2.froms[0]).toBeGreaterThan(0);
    expect(server2.froms.at(-1)).toBe(0);
    expect((await listVehicles(db))[0]).toMatchObject({ status: 'complete' });
  });

  it('removes everything stored once the run that stored it has stopped', async () => {
    const server = fakeServer();
    server.hangNextAfter(5);
    const controller = new AbortController();
    const download = keepVehicleOffline(request, dependencies(server), {
      signal: controller.signal,
      onProgress: () => undefined,
      resume: false,
    });
    await expect.poll(async () => (await listVehicles(db))[0]?.download?.nextRecord ?? 0).toBeGreaterThan(0);
    controller.abort();
    await removeKeptDownload(db, request);
    await expect(download).rejects.toThrow();
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.hierarchies.count()).toBe(0);
    expect(await db.assets.count()).toBe(0);
  });

  it('removes a kept vehicle with all its levels and files', async () => {
    await run(fakeServer());
    await removeVehicle(db, 'en-GB:cat');
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.hierarchies.count()).toBe(0);
    expect(await db.assets.count()).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CatalogueNode, Hierarchy } from '../../../../src/domain/catalogue/catalogue-contracts';
import { createKeepOfflineMachine } from '../../../../src/client/machines/offline-download/keep-offline-machine';
import type { KeepVehicleDependencies } from '../../../../src/client/machines/offline-download/keep-vehicle-offline';
import { openOfflineCatalogueDb, type OfflineCatalogueDb } from '../../../../src/client/store/offline-catalogue/offline-catalogue-db';
import { listVehicles } from '../../../../src/client/store/offline-catalogue/offline-vehicles';

const vehicleNode = {
  catHieId: 'cat', description: 'Sable 2024', sectionNumber: '', parentCategoryId: 'arden', parentCategoryTree: ['arden'],
  c_aPageIDs: [], c_epcExcludeFromDownload: false, c_epcIsCatFolder: true, c_epcIsVehicleCatalogue: true,
  c_epcNoteCount: 0, c_imageURL: null, c_modelCode: 'SB21', c_modelName: 'Sable', c_modelYear: 2024,
} satisfies CatalogueNode;
const major = { ...vehicleNode, catHieId: 'cat-m01', c_epcIsVehicleCatalogue: false, parentCategoryTree: ['arden', 'cat'] };
const vehicle: Hierarchy = { node: vehicleNode, breadcrumb: [], children: [major], documents: [], parts: [] };
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

/** A download whose section bundle arrives only when aborted (then it fails, as fetch does). */
function bundleThatWaitsForAbort(): KeepVehicleDependencies {
  return {
    db,
    fetchVehicle: () => Promise.resolve(vehicle),
    fetchBundle: (_query, signal) => new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => setTimeout(() => reject(new DOMException('Aborted', 'AbortError')), 20));
    }),
    fetchIllustration: () => Promise.reject(new Error('not reached')),
    fetchDocument: () => Promise.reject(new Error('not reached')),
    documentKey: (ref) => `pdf:${ref}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
}

describe('the make-available-offline machine', () => {
  it('says cancelled only once what was downloaded has been removed', async () => {
    const dependencies = bundleThatWaitsForAbort();
    const actor = createActor(createKeepOfflineMachine(() => dependencies)).start();
    actor.send({ type: 'start', request });
    await expect.poll(async () => (await listVehicles(db)).length).toBe(1);

    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches({ active: 'cancelling' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('cancelled'), { timeout: 2_000 });
    expect(await listVehicles(db)).toEqual([]);
    actor.stop();
  });

  it('ignores a second start while a download runs', async () => {
    const dependencies = bundleThatWaitsForAbort();
    const actor = createActor(createKeepOfflineMachine(() => dependencies)).start();
    actor.send({ type: 'start', request });
    actor.send({ type: 'start', request: { ...request, catHieId: 'other' } });
    expect(actor.getSnapshot().context.request?.catHieId).toBe('cat');
    actor.stop();
  });
});

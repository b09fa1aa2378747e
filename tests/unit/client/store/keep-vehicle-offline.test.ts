import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueNode, Hierarchy, SectionBundle } from '../../../../src/domain/catalogue/catalogue-contracts';
import { keepVehicleOffline, type KeepProgress, type KeepVehicleDependencies } from '../../../../src/client/machines/offline-download/keep-vehicle-offline';
import { openOfflineCatalogueDb, type OfflineCatalogueDb } from '../../../../src/client/store/offline-catalogue/offline-catalogue-db';
import { findKeptAsset, findKeptHierarchy, keptPagesOf, listVehicles, removeVehicle } from '../../../../src/client/store/offline-catalogue/offline-vehicles';

function node(catHieId: string, kind: 'vehicle' | 'major' | 'minor' | 'page', tree: string[]): CatalogueNode {
  return {
    catHieId, description: `${kind} ${catHieId}`, sectionNumber: '', parentCategoryId: tree.at(-1) ?? '', parentCategoryTree: tree,
    c_aPageIDs: [], c_epcExcludeFromDownload: false, c_epcIsCatFolder: kind !== 'page', c_epcIsVehicleCatalogue: kind === 'vehicle',
    c_epcNoteCount: 0, c_imageURL: kind === 'page' ? `/catalogue-assets/illustrations/${catHieId}.svg` : null,
    c_modelCode: 'SB21', c_modelName: 'Sable', c_modelYear: 2024,
  };
}
const level = (self: CatalogueNode, children: CatalogueNode[] = [], withParts = false): Hierarchy => ({
  node: self, breadcrumb: [], children, documents: [],
  parts: withParts ? [{ callOutCode: '1', partNumber: `P-${self.catHieId}`, description: 'Brake disc', quantity: '1', applicableInd: true, isDuplicate: false, sectionNumber: '1', requiredFeatureCodes: ['LHD'], descriptionLanguage: 'en-GB' }] : [],
});

const vehicleNode = node('cat', 'vehicle', ['arden']);
const majors = ['cat-m01', 'cat-m02'].map((id) => node(id, 'major', ['arden', 'cat']));
const vehicle: Hierarchy = {
  ...level(vehicleNode, majors),
  documents: [{ type: 'mainPreface', title: 'Main preface', epcPartFileRef: 'cat-main-preface' }],
};
function bundleOf(majorId: string): SectionBundle {
  const major = node(majorId, 'major', ['arden', 'cat']);
  const minor = node(`${majorId}-n01`, 'minor', ['arden', 'cat', majorId]);
  const pages = [1, 2].map((n) => node(`${majorId}-n01-p${n}`, 'page', ['arden', 'cat', majorId, minor.catHieId]));
  return { catHieId: majorId, langCode: 'en-GB', hierarchies: [level(major, [minor]), level(minor, pages), ...pages.map((page) => level(page, [], true))] };
}

let db: OfflineCatalogueDb;
let databaseNumber = 0;
beforeEach(() => {
  databaseNumber += 1;
  db = openOfflineCatalogueDb(`keep-test-${databaseNumber}`);
});
afterEach(async () => {
  await db.delete();
});

function dependencies(overrides: Partial<KeepVehicleDependencies> = {}): KeepVehicleDependencies {
  return {
    db,
    fetchVehicle: () => Promise.resolve(vehicle),
    fetchBundle: (query) => Promise.resolve(bundleOf(query.catHieId)),
    fetchIllustration: (url) => Promise.resolve(new Blob([`<svg>${url}</svg>`], { type: 'image/svg+xml' })),
    fetchDocument: () => Promise.resolve(new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' })),
    documentKey: (ref) => `pdf:${ref}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}
const request = { catHieId: 'cat', langCode: 'en-GB', marketCode: 'GB' };

describe('making a vehicle available offline', () => {
  it('keeps every level, illustration and document, and reports progress up to the total', async () => {
    const progress: KeepProgress[] = [];
    const totals = await keepVehicleOffline(request, dependencies(), { signal: new AbortController().signal, onProgress: (p) => progress.push(p) });

    expect(totals.pageCount).toBe(4);
    const last = progress.at(-1);
    expect(last?.done).toBe(last?.total);
    expect(last?.total).toBe(1 + 2 + 4 + 1);
    expect(totals.bytes).toBe(last?.bytes);
    const [kept] = await listVehicles(db);
    expect(kept).toMatchObject({ catHieId: 'cat', langCode: 'en-GB', modelName: 'Sable', status: 'complete', pageCount: 4, bytes: totals.bytes });
    expect((await findKeptHierarchy(db, 'en-GB', 'cat-m02-n01-p2'))?.parts[0]?.partNumber).toBe('P-cat-m02-n01-p2');
    expect(await (await findKeptAsset(db, '/catalogue-assets/illustrations/cat-m01-n01-p1.svg'))?.text()).toContain('<svg>');
    expect((await findKeptAsset(db, 'pdf:cat-main-preface'))?.type).toBe('application/pdf');
    expect((await keptPagesOf(db, 'cat', 'en-GB')).map((page) => page.node?.catHieId)).toHaveLength(4);
  });

  it('finds a kept level in another language when the one asked for was not kept', async () => {
    await keepVehicleOffline(request, dependencies(), { signal: new AbortController().signal, onProgress: () => undefined });
    expect((await findKeptHierarchy(db, 'fr-FR', 'cat-m01'))?.node?.catHieId).toBe('cat-m01');
    expect(await findKeptHierarchy(db, 'en-GB', 'other')).toBeUndefined();
  });

  it('keeps nothing when cancelled part way', async () => {
    const controller = new AbortController();
    const run = keepVehicleOffline(request, dependencies({
      fetchIllustration: (url) => {
        controller.abort();
        return Promise.resolve(new Blob([url]));
      },
    }), { signal: controller.signal, onProgress: () => undefined });

    await expect(run).rejects.toThrow();
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.hierarchies.count()).toBe(0);
    expect(await db.assets.count()).toBe(0);
  });

  it('keeps nothing when a file fails to download', async () => {
    const run = keepVehicleOffline(request, dependencies({ fetchDocument: () => Promise.reject(new TypeError('Failed to fetch')) }), {
      signal: new AbortController().signal, onProgress: () => undefined,
    });
    await expect(run).rejects.toThrow('Failed to fetch');
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.assets.count()).toBe(0);
  });

  it('stores nothing from downloads still running when another one fails', async () => {
    const run = keepVehicleOffline(request, dependencies({
      fetchIllustration: (url) => (url.endsWith('cat-m01-n01-p1.svg')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise((resolve) => setTimeout(() => resolve(new Blob([url])), 30))),
    }), { signal: new AbortController().signal, onProgress: () => undefined });

    await expect(run).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.assets.count()).toBe(0);
  });

  it('stops the downloads still running when another one fails', async () => {
    const stopped: string[] = [];
    const run = keepVehicleOffline(request, dependencies({
      fetchIllustration: (url, stop) => (url.endsWith('cat-m01-n01-p1.svg')
        ? Promise.reject(new TypeError('Failed to fetch'))
        // A download that would never end on its own: only being stopped ends it.
        : new Promise((_resolve, reject) => stop.addEventListener('abort', () => {
          stopped.push(url);
          reject(new DOMException('The download was stopped', 'AbortError'));
        }))),
    }), { signal: new AbortController().signal, onProgress: () => undefined });

    await expect(run).rejects.toThrow('Failed to fetch');
    expect(stopped.length).toBeGreaterThan(0);
    expect(await listVehicles(db)).toEqual([]);
  });

  it('refuses a node that is not a vehicle catalogue, storing nothing', async () => {
    const run = keepVehicleOffline(request, dependencies({ fetchVehicle: () => Promise.resolve(level(majors[0] as CatalogueNode)) }), {
      signal: new AbortController().signal, onProgress: () => undefined,
    });
    await expect(run).rejects.toThrow('not a vehicle catalogue');
    expect(await listVehicles(db)).toEqual([]);
  });

  it('removes a kept vehicle with all its levels and files', async () => {
    await keepVehicleOffline(request, dependencies(), { signal: new AbortController().signal, onProgress: () => undefined });
    await removeVehicle(db, 'en-GB:cat');
    expect(await listVehicles(db)).toEqual([]);
    expect(await db.hierarchies.count()).toBe(0);
    expect(await db.assets.count()).toBe(0);
  });
});

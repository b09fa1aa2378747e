/**
 * Reading and writing the vehicles kept offline. Every write that belongs to a vehicle goes
 * through here, and removing a vehicle removes all of it in one transaction.
 */
import type { Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import { offlineKey, type DownloadCursor, type OfflineCatalogueDb, type OfflineVehicle } from './offline-catalogue-db';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export interface VehicleToKeep {
  catHieId: string;
  langCode: string;
  marketCode: string;
  modelName: string;
  modelYear: number;
  pageCount: number;
}

/** Thrown by a batch whose vehicle was removed meanwhile (a cancel): nothing of it is stored. */
export class VehicleRemovedError extends Error {
  constructor(vehicleKey: string) {
    super(`${vehicleKey} was removed while it downloaded`);
    this.name = 'VehicleRemovedError';
  }
}

/** Starts keeping a vehicle afresh: whatever was kept of it before in this language goes. */
export async function startVehicle(
  db: OfflineCatalogueDb,
  vehicle: VehicleToKeep,
  totals: { records: number; bytes: number },
  now: Date,
): Promise<string> {
  const key = offlineKey(vehicle.langCode, vehicle.catHieId);
  await db.transaction('rw', db.vehicles, db.hierarchies, db.assets, async () => {
    await removeVehicleRows(db, key);
    await db.vehicles.put({
      ...vehicle,
      key,
      status: 'downloading',
      savedAt: now.toISOString(),
      bytes: 0,
      download: { nextRecord: 0, receivedBytes: 0, records: totals.records, totalBytes: totals.bytes },
    });
  });
  return key;
}

/** A download of this vehicle that stopped part way and can go on, if there is one. */
export async function findUnfinishedDownload(
  db: OfflineCatalogueDb,
  vehicleKey: string,
): Promise<(OfflineVehicle & { download: DownloadCursor }) | undefined> {
  const vehicle = await db.vehicles.get(vehicleKey);
  return vehicle?.status === 'downloading' && vehicle.download !== undefined
    ? { ...vehicle, download: vehicle.download }
    : undefined;
}

export interface DownloadBatch {
  levels: Hierarchy[];
  assets: { url: string; body: Blob }[];
  /** The cursor once this batch is stored. */
  cursor: Pick<DownloadCursor, 'nextRecord' | 'receivedBytes'>;
}

/**
 * Stores a batch of a download and moves its cursor, in one transaction: after a cut, what
 * is stored and where the download resumes always agree. Answers the bytes kept on the device.
 */
export async function saveDownloadBatch(
  db: OfflineCatalogueDb,
  vehicleKey: string,
  langCode: string,
  batch: DownloadBatch,
): Promise<number> {
  return db.transaction('rw', db.vehicles, db.hierarchies, db.assets, async () => {
    const vehicle = await db.vehicles.get(vehicleKey);
    if (vehicle?.download === undefined) throw new VehicleRemovedError(vehicleKey);
    const levelBytes = await saveLevels(db, vehicleKey, langCode, batch.levels);
    const assetBytes = await saveAssets(db, vehicleKey, batch.assets);
    await db.vehicles.update(vehicleKey, {
      bytes: vehicle.bytes + levelBytes + assetBytes,
      download: { ...vehicle.download, ...batch.cursor },
    });
    return levelBytes + assetBytes;
  });
}

export async function saveLevels(
  db: OfflineCatalogueDb,
  vehicleKey: string,
  langCode: string,
  hierarchies: readonly Hierarchy[],
): Promise<number> {
  const rows = hierarchies.flatMap((hierarchy) => {
    const catHieId = hierarchy.node?.catHieId;
    return catHieId === undefined ? [] : [{ key: offlineKey(langCode, catHieId), vehicleKey, catHieId, hierarchy }];
  });
  await db.hierarchies.bulkPut(rows);
  return rows.reduce((sum, row) => sum + utf8Length(JSON.stringify(row.hierarchy)), 0);
}

async function saveAssets(
  db: OfflineCatalogueDb,
  vehicleKey: string,
  assets: DownloadBatch['assets'],
): Promise<number> {
  await db.assets.bulkPut(
    assets.map(({ url, body }) => ({
      key: `${vehicleKey}|${url}`,
      vehicleKey,
      url,
      contentType: body.type,
      body,
      bytes: body.size,
    })),
  );
  return assets.reduce((sum, asset) => sum + asset.body.size, 0);
}

export async function completeVehicle(
  db: OfflineCatalogueDb,
  vehicleKey: string,
  now: Date,
): Promise<OfflineVehicle | undefined> {
  await db.vehicles.update(vehicleKey, { status: 'complete', savedAt: now.toISOString(), download: undefined });
  return db.vehicles.get(vehicleKey);
}

export async function removeVehicle(db: OfflineCatalogueDb, vehicleKey: string): Promise<void> {
  await db.transaction('rw', db.vehicles, db.hierarchies, db.assets, () => removeVehicleRows(db, vehicleKey));
}

async function removeVehicleRows(db: OfflineCatalogueDb, vehicleKey: string): Promise<void> {
  await db.hierarchies.where('vehicleKey').equals(vehicleKey).delete();
  await db.assets.where('vehicleKey').equals(vehicleKey).delete();
  await db.vehicles.delete(vehicleKey);
}

export function listVehicles(db: OfflineCatalogueDb): Promise<OfflineVehicle[]> {
  return db.vehicles.orderBy('key').toArray();
}

/** A level kept offline: in the language asked for, else in any language it was kept in. */
export async function findKeptHierarchy(
  db: OfflineCatalogueDb,
  langCode: string,
  catHieId: string,
): Promise<Hierarchy | undefined> {
  const exact = await db.hierarchies.get(offlineKey(langCode, catHieId));
  if (exact) return exact.hierarchy;
  return (await db.hierarchies.where('catHieId').equals(catHieId).first())?.hierarchy;
}

export async function findKeptAsset(db: OfflineCatalogueDb, url: string): Promise<Blob | undefined> {
  return (await db.assets.where('url').equals(url).first())?.body;
}

/** The page sections kept for a vehicle catalogue, for searching offline. */
export async function keptPagesOf(db: OfflineCatalogueDb, catalogueId: string, langCode: string): Promise<Hierarchy[]> {
  const vehicles = await db.vehicles.where('catHieId').equals(catalogueId).toArray();
  const vehicle = vehicles.find((candidate) => candidate.langCode === langCode) ?? vehicles[0];
  if (vehicle === undefined) return [];
  const levels = await db.hierarchies.where('vehicleKey').equals(vehicle.key).toArray();
  return levels.map((level) => level.hierarchy).filter((hierarchy) => hierarchy.parts.length > 0);
}

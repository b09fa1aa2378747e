/**
 * The vehicles a user made available offline: every level of the catalogue as the service
 * answered it, with the illustrations and documents. Public catalogue data only (nothing
 * personal), so one database serves everyone on the device. The service worker's cache keeps
 * what was merely viewed; this keeps what was asked for, whole, until the user removes it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Hierarchy } from '../../../domain/catalogue/catalogue-contracts';

export type OfflineVehicleStatus = 'downloading' | 'complete';

/** Where a download stands, stored with each batch it stores, so a cut one resumes there. */
export interface DownloadCursor {
  /** Records stored so far: the next one to ask for. */
  nextRecord: number;
  /** Bytes of the records stored so far, as the server counts them. */
  receivedBytes: number;
  /** The whole download's totals, to check a resume continues the same download. */
  records: number;
  totalBytes: number;
}

export interface OfflineVehicle {
  /** `${langCode}:${catHieId}`: a vehicle is kept per language, as its texts are. */
  key: string;
  catHieId: string;
  langCode: string;
  modelName: string;
  modelYear: number;
  status: OfflineVehicleStatus;
  /** When the download started (ISO); replaced by its end once complete. */
  savedAt: string;
  pageCount: number;
  bytes: number;
  /** The market asked for, so a download resumed after a reload asks the same. */
  marketCode?: string;
  /** While downloading: how far it got. Not indexed, so no new database version is needed. */
  download?: DownloadCursor;
}

export interface OfflineHierarchy {
  /** `${langCode}:${catHieId}` of the level. */
  key: string;
  vehicleKey: string;
  catHieId: string;
  hierarchy: Hierarchy;
}

export interface OfflineAsset {
  /** `${vehicleKey}|${url}`: each vehicle owns its copies, so removing one never breaks another. */
  key: string;
  vehicleKey: string;
  /** The illustration URL, or `pdf:{epcPartFileRef}` for a document. */
  url: string;
  contentType: string;
  body: Blob;
  bytes: number;
}

export type OfflineCatalogueDb = Dexie & {
  vehicles: EntityTable<OfflineVehicle, 'key'>;
  hierarchies: EntityTable<OfflineHierarchy, 'key'>;
  assets: EntityTable<OfflineAsset, 'key'>;
};

export const offlineCatalogueDbName = 'epc-offline-catalogue';

export function openOfflineCatalogueDb(name = offlineCatalogueDbName): OfflineCatalogueDb {
  const db = new Dexie(name) as OfflineCatalogueDb;
  db.version(1).stores({
    vehicles: 'key, catHieId',
    hierarchies: 'key, vehicleKey, catHieId',
    assets: 'key, vehicleKey, url',
  });
  return db;
}

let shared: OfflineCatalogueDb | undefined;

/** The app's one connection, opened on first use. */
export function offlineCatalogueDb(): OfflineCatalogueDb {
  shared ??= openOfflineCatalogueDb();
  return shared;
}

export const offlineKey = (langCode: string, catHieId: string) => `${langCode}:${catHieId}`;

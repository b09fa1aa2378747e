/** Lets a kept vehicle's catalogue answer when the network is gone (catalogue spec, section 1 and 7). */
import type { OfflineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import type * as offlineVehicles from '../../store/offline-catalogue/offline-vehicles';
import { isNetworkFailure } from '../http-client';

/** The kept vehicles' readers (offline-vehicles.ts). */
export type KeptVehicles = typeof offlineVehicles;

/**
 * The network's answer (through the service worker, which answers what it kept), else, when
 * there is no network, the copy a vehicle kept on the device holds. Any other failure, and a
 * network failure with nothing kept, is thrown as it came, for the screen to say which. The
 * kept vehicles' database code (Dexie) is loaded only then: a page asking the network, the
 * level asked for as the app starts first of all, does not wait for it (issue 19).
 */
export async function fromNetworkElseKept<T>(
  fromNetwork: () => Promise<T>,
  findKept: (db: OfflineCatalogueDb, keptVehicles: KeptVehicles) => Promise<T | undefined>,
): Promise<T> {
  try {
    return await fromNetwork();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const [{ offlineCatalogueDb }, keptVehicles] = await Promise.all([
      import('../../store/offline-catalogue/offline-catalogue-db'),
      import('../../store/offline-catalogue/offline-vehicles'),
    ]);
    const kept = await findKept(offlineCatalogueDb(), keptVehicles);
    if (kept !== undefined) return kept;
    throw error;
  }
}

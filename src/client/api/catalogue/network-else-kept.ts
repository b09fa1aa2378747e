/** Lets a kept vehicle's catalogue answer when the network is gone (catalogue spec, section 1 and 7). */
import { offlineCatalogueDb, type OfflineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import { isNetworkFailure } from '../http-client';

/**
 * The network's answer (through the service worker, which answers what it kept), else, when
 * there is no network, the copy a vehicle kept on the device holds. Any other failure, and a
 * network failure with nothing kept, is thrown as it came, for the screen to say which.
 */
export async function fromNetworkElseKept<T>(
  fromNetwork: () => Promise<T>,
  findKept: (db: OfflineCatalogueDb) => Promise<T | undefined>,
): Promise<T> {
  try {
    return await fromNetwork();
  } catch (error) {
    const kept = isNetworkFailure(error) ? await findKept(offlineCatalogueDb()) : undefined;
    if (kept !== undefined) return kept;
    throw error;
  }
}

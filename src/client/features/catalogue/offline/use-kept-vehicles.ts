/** Watches the vehicles kept on this device for offline use (catalogue spec, section 1, our addition). */
import { useLiveQuery } from 'dexie-react-hooks';
import { offlineCatalogueDb, type OfflineVehicle } from '../../../store/offline-catalogue/offline-catalogue-db';
import { listVehicles } from '../../../store/offline-catalogue/offline-vehicles';

/** The vehicles kept on this device, kept up to date as downloads finish or are removed. */
export function useKeptVehicles(): OfflineVehicle[] | undefined {
  return useLiveQuery(() => listVehicles(offlineCatalogueDb()), []);
}

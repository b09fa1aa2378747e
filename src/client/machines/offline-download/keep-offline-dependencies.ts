/** The real services and store behind 'Make available offline'. */
import { keptDocumentUrl } from '../../api/catalogue/part-pdf';
import { openVehicleDownload } from '../../api/catalogue/vehicle-download';
import { offlineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import type { KeepVehicleDependencies } from './keep-vehicle-offline';

export function keepOfflineDependencies(): KeepVehicleDependencies {
  return {
    db: offlineCatalogueDb(),
    openDownload: openVehicleDownload,
    documentKey: keptDocumentUrl,
    now: () => new Date(),
  };
}

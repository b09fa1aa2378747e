/** The real services and store behind 'Make available offline'. */
import { downloadIllustration } from '../../api/catalogue/illustration-download';
import { fetchHierarchyOnline } from '../../api/catalogue/next-level-hierarchies';
import { downloadPartPdf, keptDocumentUrl } from '../../api/catalogue/part-pdf';
import { fetchSectionBundle } from '../../api/catalogue/section-bundle';
import { offlineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import type { KeepVehicleDependencies } from './keep-vehicle-offline';

export function keepOfflineDependencies(): KeepVehicleDependencies {
  return {
    db: offlineCatalogueDb(),
    fetchVehicle: (request) => fetchHierarchyOnline(request),
    fetchBundle: fetchSectionBundle,
    fetchIllustration: downloadIllustration,
    fetchDocument: downloadPartPdf,
    documentKey: keptDocumentUrl,
    now: () => new Date(),
  };
}

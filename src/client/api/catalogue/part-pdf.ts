/**
 * A catalogue document as PDF (POST /getPartPDF with epcPartFileRef, catalogue spec, section 7, and
 * the reader's langCode). Online it comes from the server (and the service worker keeps the ones
 * opened); offline, from the vehicles kept on the device, in the language they were kept in.
 */
import { authorisedServiceClient } from '../authorised-client';
import { fromNetworkElseKept } from './network-else-kept';

const ownServerAuthorised = authorisedServiceClient('/');

/** The key a document is kept under on the device. */
export const keptDocumentUrl = (epcPartFileRef: string) => `pdf:${epcPartFileRef}`;

async function downloadPartPdf(epcPartFileRef: string, langCode: string, signal?: AbortSignal): Promise<Blob> {
  return ownServerAuthorised.post('getPartPDF', { json: { epcPartFileRef, langCode }, signal, timeout: 60_000 }).blob();
}

export function fetchPartPdf(epcPartFileRef: string, langCode: string, signal?: AbortSignal): Promise<Blob> {
  return fromNetworkElseKept(
    () => downloadPartPdf(epcPartFileRef, langCode, signal),
    (db, keptVehicles) => keptVehicles.findKeptAsset(db, keptDocumentUrl(epcPartFileRef)),
  );
}

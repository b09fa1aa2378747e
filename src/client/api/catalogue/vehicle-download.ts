/**
 * A whole vehicle in one streamed, compressed answer (POST vehicleDownload), read as it
 * arrives. `from` goes in the query so a resume shows in the request line. The service worker
 * does not cache these (they are POSTs it does not know, and marked no-store): the app stores
 * them itself.
 */
import type { VehicleDownloadLine } from '../../../domain/catalogue/vehicle-download-contract';
import { catalogueService } from './catalogue-client';
import { readJsonLines } from './json-lines';

export interface VehicleDownloadQuery {
  catHieId: string;
  langCode: string;
  marketCode: string;
}

export type VehicleDownloadLines = AsyncGenerator<{ line: VehicleDownloadLine; bytes: number }>;

/** Rejects like any request when there is no network; the lines' reading fails when it is cut. */
export async function openVehicleDownload(
  query: VehicleDownloadQuery,
  from: number,
  signal: AbortSignal,
): Promise<VehicleDownloadLines> {
  const response = await catalogueService.post('vehicleDownload', {
    json: query,
    searchParams: { from },
    signal,
    // Until the answer starts; the body's reading has its own watch (keep-vehicle-offline.ts).
    timeout: 30_000,
  });
  if (response.body === null) throw new TypeError('The vehicle download answered no body');
  return readJsonLines<VehicleDownloadLine>(response.body);
}

/**
 * A page section's illustration (an SVG the catalogue service draws). It is catalogue data,
 * so it is fetched with the session's token like the rest of the catalogue. Offline, an
 * illustration seen before comes from the service worker's catalogue cache, and one of a
 * vehicle kept on the device from there; any other rejects as a network failure
 * (isNetworkFailure), which the viewer reports as not available offline while the parts list
 * keeps working.
 */
import ky from 'ky';
import { authorisedServiceClient } from '../authorised-client';
import { fromNetworkElseKept } from './network-else-kept';

const ownServerAuthorised = authorisedServiceClient('/');

/** The SVG text of the illustration at `url` (an app path such as /catalogue-assets/...). */
export function fetchIllustrationSvg(url: string, signal: AbortSignal): Promise<string> {
  return fromNetworkElseKept(
    () => fetchFromNetwork(url, signal),
    async (db, keptVehicles) => (await keptVehicles.findKeptAsset(db, url))?.text(),
  );
}

async function fetchFromNetwork(url: string, signal: AbortSignal): Promise<string> {
  const target = new URL(url, globalThis.location.href);
  if (target.origin === globalThis.location.origin) {
    return ownServerAuthorised.get(`${target.pathname.slice(1)}${target.search}`, { signal }).text();
  }
  // An illustration served from elsewhere (a CDN in production): no credentials go with it.
  return ky.get(target, { signal, retry: 0, timeout: 15_000, credentials: 'omit' }).text();
}

/** Marks the service worker's kept answers so the app knows it is offline (shell spec, section 2). */
import { servedFromCacheHeader, type ServedFromCacheReason } from '../src/domain/offline/served-from-cache';

/** A copy of a kept response carrying the marker (a cached response's headers are immutable). */
export function markedAsServedFromCache(response: Response, reason: ServedFromCacheReason): Response {
  const headers = new Headers(response.headers);
  headers.set(servedFromCacheHeader, reason);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Network first for catalogue queries, with the last answer kept for offline use. A slow
 * network (more than four seconds) gets the kept answer when there is one; a query never
 * answered before fails offline, and the page says it is not available offline.
 *
 * Revalidation (issue 19): a query with a kept answer goes out with If-None-Match and the
 * kept answer's ETag; the server answers 304 with no body while the catalogue version and the
 * query are the same, and the kept answer is then served as the server's own (unmarked: the
 * server did answer) and counts as fresh for the bounded cache. A 200 replaces the copy.
 */
import { CacheExpiration } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { markedAsServedFromCache } from './served-from-cache';
import {
  catalogueCacheMaxEntries,
  catalogueCacheName,
  catalogueQueryCacheKey,
  isCacheableResponse,
} from './cache-policy';

const networkTimeoutMs = 4_000;
const expiration = new CacheExpiration(catalogueCacheName, { maxEntries: catalogueCacheMaxEntries });

const sha256 = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

async function keep(key: Request, response: Response): Promise<void> {
  if (!isCacheableResponse(response)) return;
  const cache = await caches.open(catalogueCacheName);
  await cache.put(key, response);
  await expiration.updateTimestamp(key.url);
  await expiration.expireEntries();
}

/** The page's request, asking the server for the answer only if it differs from the kept one. */
function revalidating(request: Request, etag: string | null | undefined): Request {
  if (!etag) return request;
  const headers = new Headers(request.headers);
  headers.set('if-none-match', etag);
  return new Request(request, { headers });
}

export async function handleCatalogueQuery({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = new Request(await catalogueQueryCacheKey(new URL(request.url), await request.clone().text(), sha256));
  const kept = await caches.match(key, { cacheName: catalogueCacheName });
  const waitUntil = (work: Promise<unknown>) => {
    if ('waitUntil' in event) event.waitUntil(work.catch(() => undefined));
  };
  // The kept answer's body can be read once: one copy for a 304, one for a failed network.
  const fallback = kept?.clone();
  const fromNetwork = fetch(revalidating(request, kept?.headers.get('etag'))).then((response) => {
    if (response.status === 304 && kept) {
      waitUntil(expiration.updateTimestamp(key.url));
      return kept;
    }
    waitUntil(keep(key, response.clone()));
    return response;
  });
  if (!fallback) return fromNetwork;
  // Only used when the network failed or was too slow, which the app takes as a sign to check.
  const cached = markedAsServedFromCache(fallback, 'network-failed');
  const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(cached), networkTimeoutMs));
  return Promise.race([fromNetwork.catch(() => cached), slow]);
}

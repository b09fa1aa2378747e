/**
 * Network first for catalogue queries, with the last answer kept for offline use. A slow
 * network (more than four seconds) gets the kept answer when there is one; a query never
 * answered before fails offline, and the page says it is not available offline.
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

export async function handleCatalogueQuery({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = new Request(await catalogueQueryCacheKey(new URL(request.url), await request.clone().text(), sha256));
  const fromNetwork = fetch(request).then((response) => {
    const kept = keep(key, response.clone()).catch(() => undefined);
    if ('waitUntil' in event) event.waitUntil(kept);
    return response;
  });
  const kept = await caches.match(key, { cacheName: catalogueCacheName });
  if (!kept) return fromNetwork;
  // Only used when the network failed or was too slow, which the app takes as a sign to check.
  const cached = markedAsServedFromCache(kept, 'network-failed');
  const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(cached), networkTimeoutMs));
  return Promise.race([fromNetwork.catch(() => cached), slow]);
}

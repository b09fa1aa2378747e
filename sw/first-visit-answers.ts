/// <reference lib="webworker" />
/**
 * Keeps what a page fetched before this worker controlled it (the page hands it over, see
 * src/client/pwa/first-visit-answers.ts), under the same rules and keys as the answers the
 * worker sees itself: only public catalogue, locale and news answers, and never over a copy
 * the worker already has, which is as new or newer.
 */
import { CacheExpiration } from 'workbox-expiration';
import { handedOverAnswers, type HandedOverAnswer } from '../src/domain/offline/first-visit-handover';
import {
  catalogueCacheMaxEntries,
  catalogueCacheName,
  catalogueQueryCacheKey,
  isCacheableResponse,
  isCatalogueQuery,
  isCatalogueRequest,
  isLocaleFileRequest,
  isNewsRequest,
  localeCacheMaxEntries,
  localeCacheName,
  newsCacheMaxEntries,
  newsCacheName,
} from './cache-policy';

declare const self: ServiceWorkerGlobalScope;

const sha256 = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

interface Destination {
  cacheName: string;
  maxEntries: number;
  key: string;
}

/** Where the worker would have kept this answer had it seen it, or null if it would not. */
async function destinationOf(answer: HandedOverAnswer): Promise<Destination | null> {
  const url = new URL(answer.url);
  if (url.origin !== self.location.origin) return null;
  if (isCatalogueRequest(url, answer.method))
    return { cacheName: catalogueCacheName, maxEntries: catalogueCacheMaxEntries, key: url.href };
  if (isCatalogueQuery(url, answer.method) && answer.requestBody !== null) {
    const key = await catalogueQueryCacheKey(url, answer.requestBody, sha256);
    return { cacheName: catalogueCacheName, maxEntries: catalogueCacheMaxEntries, key };
  }
  if (isLocaleFileRequest(url, answer.method))
    return { cacheName: localeCacheName, maxEntries: localeCacheMaxEntries, key: url.href };
  if (isNewsRequest(url, answer.method))
    return { cacheName: newsCacheName, maxEntries: newsCacheMaxEntries, key: url.href };
  return null;
}

async function keep(answer: HandedOverAnswer): Promise<void> {
  const destination = await destinationOf(answer);
  if (destination === null) return;
  const response = new Response(answer.body, { status: answer.status, headers: answer.headers });
  // The cache policy looks at the answer as a GET: a catalogue query's key is a GET URL.
  if (!isCacheableResponse(response)) return;
  const cache = await caches.open(destination.cacheName);
  if (await cache.match(destination.key)) return;
  await cache.put(destination.key, response);
  const expiration = new CacheExpiration(destination.cacheName, { maxEntries: destination.maxEntries });
  await expiration.updateTimestamp(destination.key);
  await expiration.expireEntries();
}

export function keepFirstVisitAnswers(): void {
  self.addEventListener('message', (event) => {
    const answers = handedOverAnswers(event.data);
    if (answers.length === 0) return;
    event.waitUntil(
      (async () => {
        for (const answer of answers) await keep(answer).catch(() => undefined);
      })(),
    );
  });
}

/// <reference lib="webworker" />
/**
 * The service worker. It precaches the shell (HTML, scripts, styles, icons and the default
 * locale file) so the app opens with no network; other locale files are kept as they are
 * used (stale-while-revalidate); catalogue responses go to a bounded cache, network first, and
 * so do EPC news, the system notification and the policy PDFs (cache-policy.ts); country
 * flags are kept as they are shown (cache first: a flag never changes under its name).
 * What a page fetched before this worker controlled it is handed over and kept by the same
 * rules (first-visit-answers.ts). A new version waits until the user chooses to reload into it. Background Sync only wakes
 * open tabs to send their outbox (outbox-wake-up.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  catalogueCacheMaxEntries,
  catalogueCacheName,
  flagCacheMaxEntries,
  flagCacheName,
  isCacheableResponse,
  isCatalogueQuery,
  isCatalogueRequest,
  isFlagRequest,
  isLocaleFileRequest,
  isNewsRequest,
  localeCacheMaxEntries,
  localeCacheName,
  newsCacheMaxEntries,
  newsCacheName,
} from './cache-policy';
import { markedAsServedFromCache } from './served-from-cache';
import { handleCatalogueQuery } from './catalogue-queries';
import { wakeTabsOnOutboxSync } from './outbox-wake-up';
import { keepFirstVisitAnswers } from './first-visit-answers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const keepOnlyPublicResponses: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isCacheableResponse(response, request.method) ? response : null),
};

/** Answers from a cache say so, so the app does not count them as the server answering. */
const markServedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsServedFromCache(cachedResponse, 'kept') : cachedResponse,
};

/**
 * NetworkFirst reads its cache only when the network failed or timed out, so its cached
 * answers say the network failed: the app then checks whether it is offline.
 */
const markNetworkFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsServedFromCache(cachedResponse, 'network-failed') : cachedResponse,
};

// The shell's own files are marked too: the default locale file is fetched like any answer.
addPlugins([markServedFromCache]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // Sign-in pages and redirects of the login service and identity providers are the server's.
    denylist: [
      /^\/api\//,
      /^\/dealer-ordering/,
      /^\/dealer-service\//,
      /^\/edix/,
      /^\/locales\//,
      /^\/catalogue\/api\//,
      /^\/part\/api\//,
      /^\/mobify\//,
      /^\/idp\//,
    ],
  }),
);

registerRoute(
  ({ url, request }) => isLocaleFileRequest(url, request.method),
  new StaleWhileRevalidate({
    cacheName: localeCacheName,
    plugins: [
      keepOnlyPublicResponses,
      markServedFromCache,
      new ExpirationPlugin({ maxEntries: localeCacheMaxEntries }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => isCatalogueRequest(url, request.method),
  new NetworkFirst({
    cacheName: catalogueCacheName,
    networkTimeoutSeconds: 4,
    plugins: [
      keepOnlyPublicResponses,
      markNetworkFallback,
      new ExpirationPlugin({ maxEntries: catalogueCacheMaxEntries, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(({ url, request }) => isCatalogueQuery(url, request.method), handleCatalogueQuery, 'POST');

registerRoute(
  ({ url, request }) => isNewsRequest(url, request.method),
  new NetworkFirst({
    cacheName: newsCacheName,
    networkTimeoutSeconds: 4,
    plugins: [
      keepOnlyPublicResponses,
      markNetworkFallback,
      new ExpirationPlugin({ maxEntries: newsCacheMaxEntries, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => isFlagRequest(url, request.method),
  new CacheFirst({
    cacheName: flagCacheName,
    plugins: [keepOnlyPublicResponses, new ExpirationPlugin({ maxEntries: flagCacheMaxEntries })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

wakeTabsOnOutboxSync();
keepFirstVisitAnswers();

// The first version takes control of the page that installed it at once, so that page works
// offline without a second visit. Later versions wait for the user (see the message above).
clientsClaim();

/**
 * The names of the service worker's own caches (sw/cache-policy.ts), shared with the app so
 * the settings page can say what they hold and clear them (catalogue spec, section 1, our
 * offline addition). The precache that holds the app itself (workbox-precache-…) is not one of
 * them: clearing it would stop the app opening offline.
 */

export const catalogueCacheName = 'epc-catalogue-v1';
export const localeCacheName = 'epc-locales-v1';
export const newsCacheName = 'epc-news-v1';
/** Country flags the app has shown (the market and language drawer, the header). */
export const flagCacheName = 'epc-flags-v1';

/**
 * The caches of catalogue pages and documents seen while browsing, which may be cleared at any
 * time (they fill again as pages are opened online). The language files are left out: they are
 * few and small, and without them an offline device would show the app in English.
 */
export const browsingCacheNames: readonly string[] = [catalogueCacheName, newsCacheName];

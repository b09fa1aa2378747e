/**
 * What the service worker may keep. Personal data never goes into its caches: a response is
 * kept only when it is a plain 200 answer to a GET that the server did not mark private.
 */

// The names live in domain, where the settings page reads them too.
export { catalogueCacheName, flagCacheName, localeCacheName, newsCacheName } from '../src/domain/offline/cache-names';

/** A few languages, a few files each. */
export const localeCacheMaxEntries = 40;

// Set at build time from CATALOGUE_CACHE_MAX_ENTRIES (vite.config.ts); absent in unit tests.
declare const __CATALOGUE_CACHE_MAX_ENTRIES__: number | undefined;

/** Newest entries kept in the catalogue cache; the oldest go first when it is full. */
export const catalogueCacheMaxEntries: number =
  typeof __CATALOGUE_CACHE_MAX_ENTRIES__ === 'number' ? __CATALOGUE_CACHE_MAX_ENTRIES__ : 2_000;

const catalogueApiPrefixes = ['/catalogue/api/', '/part/api/', '/catalogue-assets/'];

export function isCatalogueRequest(url: URL, method: string): boolean {
  return method === 'GET' && catalogueApiPrefixes.some((prefix) => url.pathname.startsWith(prefix));
}

/**
 * Catalogue reads the spec makes as POSTs (their parameters are in the body), catalogue
 * documents (PDFs) included. They change nothing, so their answers may be kept like GETs,
 * under a key made from the body. The whole-vehicle download (vehicleDownload) is left out on
 * purpose: the app stores it itself, and a copy here would fill the bounded cache twice over.
 */
const catalogueQueryPaths = [
  '/catalogue/api/v1/nextLevelHierarchies',
  '/part/api/v1/partDetails',
  '/catalogue/api/v1/search',
  '/getPartPDF',
];

export function isCatalogueQuery(url: URL, method: string): boolean {
  return method === 'POST' && catalogueQueryPaths.includes(url.pathname);
}

/** The GET URL a catalogue query's answer is kept under: its path plus a hash of its body. */
export async function catalogueQueryCacheKey(
  url: URL,
  body: string,
  sha256: (text: string) => Promise<ArrayBuffer>,
): Promise<string> {
  const digest = new Uint8Array(await sha256(body));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${url.origin}${url.pathname}?query=${hex}`;
}

export function isLocaleFileRequest(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname.startsWith('/locales/') && url.pathname.endsWith('.json');
}

/**
 * EPC news, the system notification and the policy documents: answers that are the same for
 * every reader (their routes mark them no-cache, not private), kept so that news, its PDFs and
 * the footer's policy PDFs open offline once seen. Network first, so online readers always get
 * the current news; the cache is small and bounded because these are few and small.
 */
/** A few languages' lists and summaries, their PDFs, two policy documents: 60 is plenty. */
export const newsCacheMaxEntries = 60;

const newsExactPaths = ['/api/news', '/api/service-message'];
const newsPathPrefixes = ['/api/news/', '/api/policy-documents/'];

export function isNewsRequest(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  return newsExactPaths.includes(url.pathname) || newsPathPrefixes.some((prefix) => url.pathname.startsWith(prefix));
}

/**
 * Country flags (/flags/<code>.svg, issue 18): a flag never changes under its name, so the
 * worker keeps each one it has shown and answers from its copy, offline too. All of them
 * (about 250, a few kilobytes each) would fit; the bound only stops a runaway.
 */
export const flagCacheMaxEntries = 300;

export function isFlagRequest(url: URL, method: string): boolean {
  return method === 'GET' && /^\/flags\/[a-z]{2}\.svg$/.test(url.pathname);
}

export function isCacheableResponse(response: Response, method = 'GET'): boolean {
  if (method !== 'GET' || response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  if (/\b(private|no-store)\b/.test(cacheControl)) return false;
  return !response.headers.has('set-cookie') && !response.headers.has('authorization');
}

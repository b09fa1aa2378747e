/**
 * What the service worker's browsing caches hold (catalogue pages and documents seen online,
 * src/domain/offline/cache-names.ts), read and cleared through the Cache Storage API. The
 * app's own files (the precache) are never touched here, so the app still opens offline.
 */
import { browsingCacheNames } from '../../domain/offline/cache-names';

export interface BrowsingCacheUse {
  /** Answers kept (catalogue pages, illustrations, documents, news). */
  entries: number;
  bytes: number;
}

const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/** The size of one kept answer: its Content-Length when it says, else its body read. */
async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return (await response.blob()).size;
}

/** How many answers the browsing caches hold and their size; undefined where the browser has no Cache Storage. */
export async function browsingCacheUse(storage = cacheStorage()): Promise<BrowsingCacheUse | undefined> {
  if (!storage) return undefined;
  let entries = 0;
  let bytes = 0;
  for (const name of browsingCacheNames) {
    // has() first: open() would create an empty cache the worker has not made.
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    const requests = await cache.keys();
    entries += requests.length;
    for (const request of requests) bytes += await sizeOf(await cache.match(request));
  }
  return { entries, bytes };
}

/** Empties the browsing caches; they fill again as pages are opened online. */
export async function clearBrowsingCaches(storage = cacheStorage()): Promise<void> {
  if (!storage) return;
  await Promise.all(browsingCacheNames.map((name) => storage.delete(name)));
}

/**
 * The service worker marks an answer it gives from its own cache with this header, so the app
 * does not take it as proof that the server can be reached (which would switch the offline
 * banner off while the device is still offline). The value says why the cache answered:
 * 'kept' when the strategy answers from its cache anyway (the shell, locale files), and
 * 'network-failed' when the network was asked first and failed or was too slow, which tells
 * the app the network may be gone though the browser still says it is online.
 */
export const servedFromCacheHeader = 'x-epc-served-from-cache';

export type ServedFromCacheReason = 'kept' | 'network-failed';

/** Why a response came from the service worker's cache (its header's value), or null when it did not. */
export function servedFromCacheReason(value: string | null): ServedFromCacheReason | null {
  if (value === null) return null;
  return value === 'network-failed' ? 'network-failed' : 'kept';
}

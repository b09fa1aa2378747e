/**
 * Telling a full device from other storage failures, so the user is told to free space rather
 * than to try again or to look at the network. One test for every store: the user's data
 * (notes, bookmarks, shopping list) and the vehicles kept offline.
 */

/** The names browsers and Dexie give a write refused for want of space (Firefox's older one included). */
const quotaNames = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
/** DOMException's legacy code for QuotaExceededError, which some engines set without the name. */
const quotaCode = 22;
/** Dexie wraps the browser's error (an AbortError's `inner`), sometimes twice; deeper is not seen. */
const deepestWrap = 3;

export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > deepestWrap) return false;
  if ('name' in error && typeof error.name === 'string' && quotaNames.has(error.name)) return true;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException && error.code === quotaCode) return true;
  return (
    ('inner' in error && isQuotaError(error.inner, depth + 1)) ||
    ('cause' in error && isQuotaError(error.cause, depth + 1))
  );
}

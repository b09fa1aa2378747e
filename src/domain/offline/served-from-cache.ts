/**
 * The service worker marks an answer it gives from its own cache with this header (value '1'),
 * so the app does not take it as proof that the server can be reached (which would switch the
 * offline banner off while the device is still offline).
 */
export const servedFromCacheHeader = 'x-epc-served-from-cache';

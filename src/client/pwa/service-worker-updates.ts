/**
 * Registers the service worker and tells the UI when a new version is waiting. The app never
 * reloads by itself: only the user's "reload" activates the new version, then the page reloads
 * into it once the new worker has taken control.
 */
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;
let updateWaiting = false;
let reloadRequested = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  // The first install also takes control (clients.claim); only a reload the user asked for follows it.
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}

export function reloadIntoNewVersion(): void {
  reloadRequested = true;
  workbox?.messageSkipWaiting();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
  );
}

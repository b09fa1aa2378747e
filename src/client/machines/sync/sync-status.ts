/**
 * What the screens show of sync (pending count, last sync, error, retry), published by the
 * sync runtime. Kept apart from the runtime so the shell can show the badge without loading
 * Dexie and the sync machine on the landing page; the runtime is loaded for signed-in users.
 */
import { useSyncExternalStore } from 'react';

export interface SyncStatus {
  /** Changes on this device waiting to be sent (all tabs); 0 until counted. */
  pendingCount: number;
  /**
   * Whether pendingCount has been read from this device's outbox. The sync runtime loads
   * lazily after sign-in, so a screen must not say "all synced" before it has counted.
   */
  counted: boolean;
  /** Changes the server refused, kept on this device until the user discards or edits them. */
  refusedCount: number;
  /** ISO date-time of the last sync on this device, or null. */
  lastSyncedAt: string | null;
  /** Why sending failed, in plain words; null while all is well or merely offline. */
  error: string | null;
  syncing: boolean;
  /** Sends now, whatever the backoff or error. */
  retry: () => void;
}

const notRunning: SyncStatus = {
  pendingCount: 0,
  counted: false,
  refusedCount: 0,
  lastSyncedAt: null,
  error: null,
  syncing: false,
  retry: () => undefined,
};
const listeners = new Set<() => void>();
let status = notRunning;

export function publishSyncStatus(next: SyncStatus | null): void {
  status = next ?? notRunning;
  listeners.forEach((listener) => listener());
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => notRunning,
  );
}

let pullServerCopy: (() => void) | null = null;
let pullAskedBeforeStart = false;

/** The running sync runtime's way to read the server's copy; null when it stops. */
export function publishServerCopyPull(pull: (() => void) | null): void {
  pullServerCopy = pull;
  if (pull && pullAskedBeforeStart) {
    pullAskedBeforeStart = false;
    pull();
  }
}

/**
 * Asks for the server's copy of the user's synced data (what their other devices sent). The
 * sync runtime loads lazily after sign-in: asked before it runs, it pulls as soon as it starts.
 */
export function requestServerCopy(): void {
  if (pullServerCopy) pullServerCopy();
  else pullAskedBeforeStart = true;
}

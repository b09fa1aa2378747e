/**
 * The app's state as attributes of <html>, for test scripts and tools (issue 22): a stable,
 * documented contract (docs/testing.md, "Signals on the document"), so a Playwright test waits
 * on `html[data-sync="idle"][data-pending-changes="0"]` instead of reading IndexedDB or
 * guessing from the screen. The values are part of the contract: add new ones, never rename.
 */

export type ConnectivitySignal = 'online' | 'offline';
/** The session machine's kind, and 'ended' once a session ran out with nobody signed in again. */
export type SessionSignal = 'starting' | 'guest' | 'registered' | 'failed' | 'ended';
export type SyncSignal = 'off' | 'counting' | 'syncing' | 'error' | 'pending' | 'refused' | 'idle';

export interface SignalSources {
  offline: boolean;
  /** useSessionKind (client/machines/session). */
  sessionKind: 'starting' | 'guest' | 'registered' | 'failed';
  /** A session ended on this device (the login service refused to renew it). */
  sessionEnded: boolean;
  /** What the sync runtime publishes (client/machines/sync/sync-status.ts). */
  sync: { counted: boolean; pendingCount: number; refusedCount: number; syncing: boolean; error: string | null };
}

/** Attribute name (without data-) to value; an absent value removes the attribute. */
export type DocumentSignals = Record<'connectivity' | 'session' | 'sync' | 'pendingChanges', string | undefined>;

export function documentSignals(sources: SignalSources): DocumentSignals {
  const registered = sources.sessionKind === 'registered';
  return {
    connectivity: (sources.offline ? 'offline' : 'online') satisfies ConnectivitySignal,
    session: sessionSignal(sources),
    sync: syncSignal(registered, sources.sync),
    // Only a number the outbox was counted for: a script must never read "0" before it was.
    pendingChanges: registered && sources.sync.counted ? String(sources.sync.pendingCount) : undefined,
  };
}

function sessionSignal({ sessionKind, sessionEnded }: SignalSources): SessionSignal {
  // As the shell's notice: an ended session is news until someone signs in again.
  if (sessionEnded && (sessionKind === 'guest' || sessionKind === 'failed')) return 'ended';
  return sessionKind;
}

/**
 * Sending beats everything (it may clear the rest); then a failure, then changes waiting
 * (offline, or about to go), then changes only the server refused, which wait for the user.
 * 'off': nobody registered is signed in, so nothing syncs (guests keep nothing to sync).
 */
function syncSignal(registered: boolean, sync: SignalSources['sync']): SyncSignal {
  if (!registered) return 'off';
  if (!sync.counted) return 'counting';
  if (sync.syncing) return 'syncing';
  if (sync.error !== null) return 'error';
  if (sync.pendingCount > 0) return 'pending';
  if (sync.refusedCount > 0) return 'refused';
  return 'idle';
}

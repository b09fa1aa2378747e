/** Starts a logout, first asking when unsynced changes wait on the device (shell spec, section 4). */
import { useState } from 'react';
import { SessionContext } from '../../../machines/session/session-context';
import { useSyncStatus } from '../../../machines/sync/sync-status';

export interface LogOutControl {
  loggingOut: boolean;
  /** Logs out at once, or first asks when changes wait to sync (answers which it did). */
  request: () => 'logging-out' | 'asking';
  /** Props for <UnsyncedLogoutDialog>. */
  guard: { open: boolean; pendingCount: number; onSyncNow: () => void; onStay: () => void; onLogOut: () => void };
}

/**
 * Logging out never silently drops unsynced changes: with changes still waiting, the user is
 * asked first (they stay on this device either way and are sent at the next sign-in here).
 */
export function useLogOut(): LogOutControl {
  const session = SessionContext.useActorRef();
  const loggingOut = SessionContext.useSelector((snapshot) => snapshot.matches('loggingOut'));
  const { pendingCount, retry } = useSyncStatus();
  const [asking, setAsking] = useState(false);
  const logOut = () => {
    setAsking(false);
    session.send({ type: 'logout' });
  };
  return {
    loggingOut,
    request: () => {
      if (pendingCount > 0) {
        setAsking(true);
        return 'asking';
      }
      logOut();
      return 'logging-out';
    },
    guard: {
      open: asking,
      pendingCount,
      onSyncNow: () => {
        setAsking(false);
        retry();
      },
      onStay: () => setAsking(false),
      onLogOut: logOut,
    },
  };
}

/**
 * Runs the sync machine for the whole app with the browser's services: the sync endpoint
 * (renewing the token through the session on a 401, and sending only while the session is the
 * user's whose changes these are: session-guard.ts), a Web Lock per user so one tab sends at
 * a time, Background Sync as a wake-up, and the service worker's wake-up message. Mount it
 * inside SessionProvider and ConnectivityProvider. It also tells the store whose database the
 * screens read (the registered user's, even offline).
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { sendOperations } from '../../api/sync/sync-client';
import { adoptDeviceHistory } from '../../store/adopt-device-history';
import { setCurrentUser } from '../../store/user-db/current-user-db';
import { usePendingCount } from '../../store/user-db/use-pending-count';
import { useRefusedChanges } from '../../store/user-db/use-refused-changes';
import { useSyncState } from '../../store/user-db/use-sync-state';
import { userDb } from '../../store/user-db/user-db';
import { ConnectivityContext } from '../connectivity-context';
import type { SessionActor } from '../session/ensure-access-token';
import { registeredUserKey } from '../session/registered-user-key';
import { SessionContext } from '../session/session-context';
import { sendAsUser, sessionIsUser } from './session-guard';
import { syncEffects, type SyncDependencies } from './sync-effects';
import { lockedElsewhere, syncMachine } from './sync-machine';
import { publishServerCopyPull, publishSyncStatus } from './sync-status';

/** The Background Sync tag; the service worker (sw/outbox-wake-up.ts) answers it with outboxDrainMessage. */
export const outboxSyncTag = 'epc-outbox';
export const outboxDrainMessage = 'epc-outbox.drain';

export const SyncContext = createActorContext(syncMachine);

async function withSyncLock<T>(userKey: string, drain: () => Promise<T>): Promise<T | typeof lockedElsewhere> {
  // Without Web Locks (old browsers) tabs may send the same entries twice; the keys keep that harmless.
  if (!('locks' in navigator)) return drain();
  return navigator.locks.request(`epc-sync-${userKey}`, { ifAvailable: true }, (lock) =>
    lock ? drain() : lockedElsewhere,
  );
}

type RegistrationWithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Where Background Sync exists, the browser wakes the service worker when the network returns. */
function requestWakeUp(): void {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return;
  navigator.serviceWorker.ready
    .then((registration: RegistrationWithSync) => registration.sync?.register(outboxSyncTag))
    .catch((error: unknown) => console.warn('Could not register Background Sync', error));
}

function browserDependencies(session: SessionActor): SyncDependencies {
  return {
    userDb,
    sendOperations: sendAsUser(session, sendOperations),
    sessionIsUser: (userKey) => sessionIsUser(session, userKey),
    withSyncLock,
    requestWakeUp,
  };
}

function SyncWiring({
  userKey,
  online,
  signedIn,
  children,
}: {
  userKey: string | null;
  online: boolean;
  signedIn: boolean;
  children: ReactNode;
}) {
  const sync = SyncContext.useActorRef();

  useEffect(() => {
    setCurrentUser(userKey ?? undefined);
    sync.send({ type: 'user.changed', userKey });
    // The profile (recent VINs, searches, preferences) shows on many screens: read the server's
    // copy once as the user's database opens, so what their other devices sent shows at sign-in.
    if (userKey !== null) {
      // Lists this device kept for the user before they synced join their profile, once.
      // Two tabs doing it at once queue the same entries twice, which the merge rules keep once.
      adoptDeviceHistory(userDb(userKey), userKey).catch((error: unknown) =>
        console.warn('Could not move the lists this device kept into the profile', error),
      );
      sync.send({ type: 'sync.requested' });
    }
  }, [sync, userKey]);
  useEffect(() => sync.send({ type: 'network.changed', online }), [sync, online]);
  useEffect(() => sync.send({ type: 'session.changed', signedIn }), [sync, signedIn]);
  useEffect(() => {
    const onOnline = () => sync.send({ type: 'network.returned' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === outboxDrainMessage) sync.send({ type: 'sync.requested' });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [sync]);

  return children;
}

export function SyncProvider({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const userKey = SessionContext.useSelector(registeredUserKey);
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.hasTag('registered'));
  const online = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('online'));
  const machine = useMemo(() => syncMachine.provide(syncEffects(browserDependencies(session))), [session]);

  return (
    <SyncContext.Provider logic={machine} options={{ input: { userKey, online, signedIn } }}>
      <SyncWiring userKey={userKey} online={online} signedIn={signedIn}>
        {children}
      </SyncWiring>
    </SyncContext.Provider>
  );
}

/** Publishes the machine's state for useSyncStatus (sync-status.ts), for as long as it runs. */
function StatusPublisher() {
  const sync = SyncContext.useActorRef();
  const error = SyncContext.useSelector((snapshot) => snapshot.context.error);
  const syncing = SyncContext.useSelector((snapshot) => snapshot.hasTag('syncing'));
  const pending = usePendingCount();
  const refusedCount = useRefusedChanges().length;
  const { lastSyncedAt } = useSyncState();
  useEffect(() => {
    publishSyncStatus({
      pendingCount: pending ?? 0,
      counted: pending !== undefined,
      refusedCount,
      lastSyncedAt,
      error,
      syncing,
      retry: () => sync.send({ type: 'retry' }),
    });
  }, [sync, pending, refusedCount, lastSyncedAt, error, syncing]);
  useEffect(() => {
    publishServerCopyPull(() => sync.send({ type: 'sync.requested' }));
    return () => publishServerCopyPull(null);
  }, [sync]);
  useEffect(
    () => () => {
      // Signed out: no one's list or notes stay on screen, and the badge goes.
      publishSyncStatus(null);
      setCurrentUser(undefined);
    },
    [],
  );
  return null;
}

/** The sync runtime with nothing inside: what the shell loads lazily for signed-in users. */
export default function SyncRuntime() {
  return (
    <SyncProvider>
      <StatusPublisher />
    </SyncProvider>
  );
}

/** Keeps the user's notes, bookmarks and list syncing while signed in (catalogue spec, section 1). */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useIsOffline } from '../../machines/connectivity-context';
import { useSessionKind } from '../../machines/session/session-context';
import { loadOnce } from '../../components/load-once';

// Dexie and the sync machine load only for signed-in users, not on the landing page.
const runtimeCode = loadOnce<ComponentType>(() =>
  import('../../machines/sync/sync-context').then((module) => module.default),
);

/**
 * Loads the sync runtime's code; the app's start calls it for a user signed in on this
 * device, so the code comes beside the page's and the user's database opens with the first
 * render (a page such as the shopping list waits for it).
 */
export const preloadSyncRuntime = runtimeCode.load;

/**
 * Runs sync while a registered user is signed in (online or not). Not a lazy component: it
 * draws nothing, and a lazy one would be mounted only after React's minimum fallback time
 * (300 ms), holding back every screen that reads the user's database.
 *
 * It starts a task after the shell's first commit, not in it: starting the sync machine,
 * counting the outbox and asking the server for changes then run in tasks of their own,
 * not in the one that runs the opening page's effects (issue 19: total blocking time). The
 * screens do not wait for it: the user's database is chosen before the first render (main.tsx).
 */
export function SyncRuntimeForUser() {
  const registered = useSessionKind() === 'registered';
  const offline = useIsOffline();
  const [Runtime, setRuntime] = useState<ComponentType | undefined>(runtimeCode.loaded);
  const [shellCommitted, setShellCommitted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShellCommitted(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!registered || Runtime) return;
    let current = true;
    preloadSyncRuntime().then(
      (component) => {
        if (current) setRuntime(() => component);
      },
      (error: unknown) =>
        console.warn('The sync runtime could not load; it is tried again when the network returns', error),
    );
    return () => {
      current = false;
    };
  }, [registered, Runtime, offline]);
  return registered && Runtime && shellCommitted ? <Runtime /> : null;
}

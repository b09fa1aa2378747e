/** Keeps the user's notes, bookmarks and list syncing while signed in (catalogue spec, section 1). */
import { Suspense, lazy } from 'react';
import { useSessionKind } from '../../machines/session/session-context';

// Dexie and the sync machine load only for signed-in users, not on the landing page.
const SyncRuntime = lazy(() => import('../../machines/sync/sync-context'));

/** Runs sync while a registered user is signed in (online or not). */
export function SyncRuntimeForUser() {
  const kind = useSessionKind();
  if (kind !== 'registered') return null;
  return (
    <Suspense fallback={null}>
      <SyncRuntime />
    </Suspense>
  );
}

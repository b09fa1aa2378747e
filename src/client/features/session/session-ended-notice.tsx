/** Tells a user whose session ran out that their changes wait on this device (shell spec, section 4, our addition). */
import { Suspense, lazy } from 'react';
import { SessionContext, useSessionKind } from '../../machines/session/session-context';

// Reading the waiting changes needs Dexie, which guests otherwise never load.
const WaitingChangesNotice = lazy(() => import('./waiting-changes-notice'));

/**
 * Tells a user whose session ended (the login service refused to renew it, typically after a
 * long time offline) that changes they made wait on this device until they sign in again.
 * Shown on every page until someone signs in (docs/sync.md, "When the session ends with
 * changes waiting").
 */
export function SessionEndedNotice() {
  const endedCustomerId = SessionContext.useSelector((snapshot) => snapshot.context.endedSession?.customerId);
  const kind = useSessionKind();
  if (endedCustomerId === undefined || kind === 'registered' || kind === 'starting') return null;
  return (
    <Suspense fallback={null}>
      <WaitingChangesNotice customerId={endedCustomerId} />
    </Suspense>
  );
}

/**
 * Writes the app's state onto <html> as data attributes for test scripts and tools (issue 22):
 * data-connectivity, data-session, data-sync and data-pending-changes,
 * whose values src/domain/shell/document-signals.ts decides and docs/testing.md documents.
 * Mount it inside the connectivity and session providers; it renders nothing.
 */
import { useEffect } from 'react';
import { documentSignals, type DocumentSignals } from '../../../domain/shell/document-signals';
import { useIsOffline } from '../../machines/connectivity-context';
import { SessionContext, useSessionKind } from '../../machines/session/session-context';
import { useSyncStatus } from '../../machines/sync/sync-status';

const attributeNames: Record<keyof DocumentSignals, string> = {
  connectivity: 'data-connectivity',
  session: 'data-session',
  sync: 'data-sync',
  pendingChanges: 'data-pending-changes',
};

export function DocumentSignalsWriter() {
  const offline = useIsOffline();
  const sessionKind = useSessionKind();
  const sessionEnded = SessionContext.useSelector((snapshot) => snapshot.context.endedSession != null);
  const { counted, pendingCount, refusedCount, syncing, error } = useSyncStatus();
  const { connectivity, session, sync, pendingChanges } = documentSignals({
    offline,
    sessionKind,
    sessionEnded,
    sync: { counted, pendingCount, refusedCount, syncing, error },
  });

  useEffect(() => {
    const values: DocumentSignals = { connectivity, session, sync, pendingChanges };
    for (const [name, attribute] of Object.entries(attributeNames)) {
      const value = values[name as keyof DocumentSignals];
      if (value === undefined) document.documentElement.removeAttribute(attribute);
      else document.documentElement.setAttribute(attribute, value);
    }
  }, [connectivity, session, sync, pendingChanges]);
  return null;
}

/** Keeps the app icon's badge at the number of changes waiting to sync (issue 21). */
import { useEffect } from 'react';
import { useSyncStatus } from '../../machines/sync/sync-status';
import { showAppBadge } from '../../pwa/app-badge';

/**
 * The icon shows what the header's sync badge shows: the outbox's pending count once it has
 * been counted, and nothing when it is empty or no one is signed in (so a signed-out device
 * does not go on showing the last user's count). Draws nothing.
 */
export function AppIconBadge() {
  const { pendingCount, counted } = useSyncStatus();
  const shown = counted ? pendingCount : 0;
  useEffect(() => showAppBadge(shown), [shown]);
  return null;
}

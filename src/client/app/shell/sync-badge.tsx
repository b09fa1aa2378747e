/** Shows what waits to sync and what the server refused; our addition to the header (shell spec, section 2). */
import { makeStyles } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useSessionKind } from '../../machines/session/session-context';

// Registered users only: a guest's landing page carries none of the popover's code.
const SyncStatusPopover = lazy(() =>
  import('./sync-status-popover').then((module) => ({ default: module.SyncStatusPopover })),
);

const useStyles = makeStyles({
  // The size of the subtle icon button it becomes, so the header does not move when it loads.
  placeholder: { display: 'inline-block', width: '32px', height: '32px' },
});

/**
 * The header's sync state: how many changes wait to be sent, when this device last synced,
 * any error with a retry, and the changes the server refused with the way to review them.
 * Registered users only: guests keep nothing to sync.
 */
export function SyncBadge() {
  const styles = useStyles();
  const kind = useSessionKind();
  if (kind !== 'registered') return null;
  return (
    <Suspense fallback={<span className={styles.placeholder} />}>
      <SyncStatusPopover />
    </Suspense>
  );
}

/** The sync badge's button and popover: what waits to sync and what the server refused (shell spec, section 2, our addition). */
import {
  Badge,
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, CheckmarkCircleRegular, ErrorCircleRegular, WarningRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../machines/sync/sync-status';
import { useFormatters } from '../../components/use-formatters';

// It reads the user's database: loaded when first opened, so the header carries none of it.
const RefusedChangesDialog = lazy(() => import('../../components/refused-changes/refused-changes-dialog'));

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '320px' },
  // The icon and the count, no wider than they are.
  withCount: { minWidth: 'auto' },
});

/**
 * The header's sync state: how many changes wait to be sent, when this device last synced,
 * any error with a retry, and the changes the server refused with the way to review them.
 */
export function SyncStatusPopover() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pendingCount, refusedCount, error } = useSyncStatus();
  const [reviewing, setReviewing] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);

  const summary = error
    ? t('sync.error', 'Changes could not be synced')
    : pendingCount > 0
      ? t('sync.pending', '{{count}} changes waiting to sync', { count: pendingCount })
      : refusedCount > 0
        ? t('sync.refusedSummary', '{{count}} changes refused by the server', { count: refusedCount })
        : t('sync.upToDate', 'All changes synced');
  const icon = error ? (
    <ErrorCircleRegular />
  ) : pendingCount > 0 ? (
    <ArrowSyncRegular />
  ) : refusedCount > 0 ? (
    <WarningRegular />
  ) : (
    <CheckmarkCircleRegular />
  );
  // Children only with a count: Fluent draws a button with children, even none to show, at
  // its text button's width (96 px), not its icon button's, which the header keeps for it
  // while its code loads (sync-badge.tsx); the header moved as it arrived (issue 19).
  const countBadge =
    pendingCount > 0 ? (
      <Badge color={error ? 'danger' : 'informative'} data-testid="sync-pending-count">
        {pendingCount}
      </Badge>
    ) : refusedCount > 0 ? (
      <Badge color="danger" data-testid="sync-refused-badge">
        {refusedCount}
      </Badge>
    ) : undefined;
  const review = () => {
    setPopoverOpen(false);
    setReviewing(true);
  };

  return (
    <>
      <Popover withArrow open={popoverOpen} onOpenChange={(_, data) => setPopoverOpen(data.open)}>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={icon}
            aria-label={summary}
            data-testid="sync-badge"
            className={countBadge && styles.withCount}
          >
            {countBadge}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('sync.label', 'Sync')}>
          {/* Its own component, so its texts and date are made only when the popover opens. */}
          <SyncStatusDetails summary={summary} onReview={review} />
        </PopoverSurface>
      </Popover>
      {reviewing && (
        <Suspense fallback={null}>
          <RefusedChangesDialog open={reviewing} onClose={() => setReviewing(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The popover's contents: the summary, the last sync's date, any error and refusal, and Sync now. */
function SyncStatusDetails({ summary, onReview }: { summary: string; onReview: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { refusedCount, lastSyncedAt, error, syncing, retry } = useSyncStatus();
  return (
    <>
      <Text weight="semibold">{summary}</Text>
      <Text size={200}>
        {lastSyncedAt
          ? t('sync.lastSynced', 'Last synced {{date}}', { date: format.dateTime(lastSyncedAt) })
          : t('sync.neverSynced', 'Not synced from this device yet')}
      </Text>
      {error && (
        <Text size={200} role="alert">
          {error}
        </Text>
      )}
      {refusedCount > 0 && (
        <div>
          <Text size={200} as="p" data-testid="sync-refused-count">
            {t(
              'sync.refusedNote',
              'The server refused {{count}} changes; they are kept on this device until you discard or edit them.',
              {
                count: refusedCount,
              },
            )}
          </Text>
          <Button size="small" onClick={onReview} data-testid="sync-review-refused">
            {t('sync.reviewRefused', 'Review refused changes')}
          </Button>
        </div>
      )}
      <Text size={200}>
        {t(
          'sync.offlineNote',
          'Changes made offline are kept on this device and sent once, in order, when the network returns.',
        )}
      </Text>
      <div>
        <Button onClick={retry} disabled={syncing}>
          {syncing ? t('sync.syncing', 'Syncing…') : t('sync.retry', 'Sync now')}
        </Button>
      </div>
    </>
  );
}

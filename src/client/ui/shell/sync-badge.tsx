import {
  Badge, Button, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSessionKind } from '../../machines/session/session-context';
import { useSyncStatus } from '../../machines/sync/sync-status';
import { useFormatters } from '../components/use-formatters';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '320px' },
});

/**
 * The header's sync state: how many changes wait to be sent, when this device last synced,
 * and any error with a retry. Registered users only: guests keep nothing to sync.
 */
export function SyncBadge() {
  const { t } = useTranslation();
  const styles = useStyles();
  const format = useFormatters();
  const kind = useSessionKind();
  const { pendingCount, lastSyncedAt, error, syncing, retry } = useSyncStatus();
  if (kind !== 'registered') return null;

  const summary = error
    ? t('sync.error', 'Changes could not be synced')
    : pendingCount > 0
      ? t('sync.pending', '{{count}} changes waiting to sync', { count: pendingCount })
      : t('sync.upToDate', 'All changes synced');
  const icon = error ? <ErrorCircleRegular /> : pendingCount > 0 ? <ArrowSyncRegular /> : <CheckmarkCircleRegular />;

  return (
    <Popover withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={icon} aria-label={summary} data-testid="sync-badge">
          {pendingCount > 0 && (
            <Badge color={error ? 'danger' : 'informative'} data-testid="sync-pending-count">
              {pendingCount}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('sync.label', 'Sync')}>
        <Text weight="semibold">{summary}</Text>
        <Text size={200}>
          {lastSyncedAt
            ? t('sync.lastSynced', 'Last synced {{date}}', { date: format.dateTime(lastSyncedAt) })
            : t('sync.neverSynced', 'Not synced from this device yet')}
        </Text>
        {error && <Text size={200} role="alert">{error}</Text>}
        <Text size={200}>
          {t('sync.offlineNote', 'Changes made offline are kept on this device and sent once, in order, when the network returns.')}
        </Text>
        <div>
          <Button onClick={retry} disabled={syncing}>
            {syncing ? t('sync.syncing', 'Syncing…') : t('sync.retry', 'Sync now')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}

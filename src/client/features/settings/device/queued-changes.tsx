/**
 * Queued changes (catalogue spec, section 4; docs/sync.md): how many changes on this device
 * wait to reach the server, and the ones it refused. Waiting changes are never discarded
 * from here: they sync by themselves when the network returns. A refused change can be
 * discarded or edited, as everywhere else (the refused-changes list).
 */
import { Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RefusedChangesList } from '../../../components/refused-changes/refused-changes-list';
import { useFormatters } from '../../../components/use-formatters';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSyncStatus } from '../../../machines/sync/sync-status';

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function QueuedChanges() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { dateTime } = useFormatters();
  const offline = useIsOffline();
  const { pendingCount, counted, refusedCount, lastSyncedAt } = useSyncStatus();

  return (
    <div className={styles.part}>
      <Title3 as="h3">{t('settings.device.queuedTitle', 'Changes waiting to sync')}</Title3>
      <Text as="p" role="status" data-testid="queued-changes" data-pending={counted ? pendingCount : undefined}>
        {!counted
          ? t('settings.device.queuedCounting', 'Counting the changes on this device…')
          : pendingCount > 0
            ? offline
              ? t(
                  'settings.device.queuedOffline',
                  'Changes waiting to sync: {{count}}. They are kept on this device and sent when the network returns.',
                  { count: pendingCount },
                )
              : t('settings.device.queuedOnline', 'Changes waiting to sync: {{count}}. They are being sent.', {
                  count: pendingCount,
                })
            : refusedCount > 0
              ? t('settings.device.queuedOthersSynced', 'All other changes are synced.')
              : t('settings.device.queuedNone', 'All changes are synced.')}{' '}
        {lastSyncedAt &&
          t('settings.device.lastSynced', 'Last synced {{date}}.', {
            date: dateTime(lastSyncedAt),
          })}
      </Text>
      <RefusedChangesList />
    </div>
  );
}

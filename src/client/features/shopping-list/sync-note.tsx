/** Tells the user how the list stands with the server, and what it refused (catalogue spec, section 4). */
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../../machines/connectivity-context';
import { useSyncStatus } from '../../machines/sync/sync-status';
import { useFormatters } from '../../components/use-formatters';
import { RefusedChangesList } from '../../components/refused-changes/refused-changes-list';

const useStyles = makeStyles({
  // The note is written once the outbox is counted, a moment after the list is drawn; on a
  // phone it takes two lines, kept from the start so the list below does not move down then.
  note: { '@media (max-width: 767.98px)': { minHeight: `calc(2 * ${tokens.lineHeightBase200})` } },
});

/**
 * How the list stands with the server: changes on this device waiting to sync (sent when the
 * network returns), when it last synced, a failure with a way to try again, and the changes to
 * the list the server refused (kept on the device, to discard or edit).
 */
export function SyncNote() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { dateTime } = useFormatters();
  const offline = useIsOffline();
  const { pendingCount, counted, refusedCount, lastSyncedAt, error, syncing, retry } = useSyncStatus();
  return (
    <>
      {/* Nothing is claimed until the outbox has been counted (the sync runtime loads lazily). */}
      <Text
        as="p"
        size={200}
        role="status"
        className={styles.note}
        data-testid="list-sync-note"
        data-pending={counted ? pendingCount : undefined}
      >
        {!counted
          ? null
          : pendingCount > 0
            ? t('shoppingList.sync.pending', 'Changes waiting to sync: {{count}}.', { count: pendingCount })
            : refusedCount > 0
              ? t('shoppingList.sync.othersUpToDate', 'All other changes are synced.')
              : t('shoppingList.sync.upToDate', 'All changes are synced.')}{' '}
        {pendingCount > 0 && offline && t('shoppingList.sync.whenOnline', 'They are sent when the network returns.')}
        {pendingCount > 0 && syncing && t('shoppingList.sync.sending', 'Sending…')}{' '}
        {lastSyncedAt && t('shoppingList.sync.lastSynced', 'Last synced {{date}}.', { date: dateTime(lastSyncedAt) })}
      </Text>
      {error && !offline && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('shoppingList.sync.failed', 'Your changes could not be sent: {{error}}', { error })}{' '}
            <Button size="small" onClick={retry}>
              {t('shoppingList.sync.retry', 'Try again')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <RefusedChangesList entity="shoppingList" />
    </>
  );
}

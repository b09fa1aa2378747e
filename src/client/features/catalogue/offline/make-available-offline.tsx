/** Lets a user keep one vehicle catalogue on the device for offline use (catalogue spec, section 1). */
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../../../../domain/catalogue/catalogue-contracts';
import { useIsOffline } from '../../../machines/connectivity-context';
import { keepOfflineDependencies } from '../../../machines/offline-download/keep-offline-dependencies';
import { keepOfflineEffects } from '../../../machines/offline-download/keep-offline-effects';
import { keepOfflineMachine } from '../../../machines/offline-download/keep-offline-machine';
import { offlineCatalogueDb, offlineKey } from '../../../store/offline-catalogue/offline-catalogue-db';
import { removeVehicle } from '../../../store/offline-catalogue/offline-vehicles';
import { useCatalogueQuery } from '../use-catalogue-query';
import { useFormatters } from '../../../components/use-formatters';
import { DownloadProgress } from './download-progress';
import { StoragePersistenceNote } from './storage-persistence-note';
import { useKeptVehicles } from './use-kept-vehicles';
import { useStoragePersistence } from './use-storage-persistence';

const browserKeepOfflineMachine = keepOfflineMachine.provide(keepOfflineEffects(keepOfflineDependencies));

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/**
 * 'Make available offline' for one vehicle catalogue: download with progress by bytes and time
 * left, paused while offline and resumed after, cancel, remove.
 */
export function MakeAvailableOffline({ vehicle }: { vehicle: CatalogueNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const format = useFormatters();
  const offline = useIsOffline();
  const query = useCatalogueQuery(vehicle.catHieId);
  const [snapshot, send] = useMachine(browserKeepOfflineMachine);
  const kept = useKeptVehicles()?.find((candidate) => candidate.key === offlineKey(query.langCode, vehicle.catHieId));
  const storage = useStoragePersistence();
  const start = () => {
    // Asked on the user's click, which Firefox needs to show its prompt.
    storage.askToPersist();
    send({
      type: 'start',
      request: { catHieId: vehicle.catHieId, langCode: query.langCode, marketCode: query.marketCode },
    });
  };

  // The connectivity machine is the one word on the network: it pauses and resumes the download.
  useEffect(() => {
    send({ type: 'connectivity', online: !offline });
  }, [offline, send]);

  // A page reloaded part way through a download goes on with it (the machine ignores this once started).
  const unfinished = kept?.status === 'downloading' && kept.download !== undefined;
  useEffect(() => {
    if (unfinished && !offline) {
      send({
        type: 'resume',
        request: {
          catHieId: vehicle.catHieId,
          langCode: query.langCode,
          marketCode: kept?.marketCode ?? query.marketCode,
        },
      });
    }
  }, [unfinished, offline, send, vehicle.catHieId, query.langCode, query.marketCode, kept?.marketCode]);

  if (snapshot.matches('active')) {
    const cancelling = snapshot.matches({ active: 'cancelling' }) || snapshot.matches({ active: 'removing' });
    return (
      <section
        className={styles.panel}
        aria-label={t('offlineVehicle.label', 'Available offline')}
        data-testid="keep-offline"
      >
        <DownloadProgress progress={snapshot.context.progress} paused={snapshot.matches({ active: 'paused' })} />
        <div>
          <Button disabled={cancelling} onClick={() => send({ type: 'cancel' })}>
            {cancelling
              ? t('offlineVehicle.cancelling', 'Cancelling: removing what was downloaded…')
              : t('offlineVehicle.cancel', 'Cancel')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section
      className={styles.panel}
      aria-label={t('offlineVehicle.label', 'Available offline')}
      data-testid="keep-offline"
    >
      {snapshot.matches('failed') && (
        <MessageBar intent="error">
          <MessageBarBody>
            {snapshot.context.failure === 'storage-full'
              ? t(
                  'offlineVehicle.storageFull',
                  'There is not enough space on this device to keep this vehicle. Free some space or remove another kept vehicle, then try again.',
                )
              : t(
                  'offlineVehicle.failed',
                  'The vehicle could not be made available offline, so nothing was kept. Try again when the network is better.',
                )}
          </MessageBarBody>
        </MessageBar>
      )}
      {snapshot.matches('cancelled') && (
        <Text role="status">{t('offlineVehicle.cancelled', 'Cancelled: nothing of this vehicle was kept.')}</Text>
      )}
      {kept?.status === 'complete' ? (
        <>
          <div className={styles.row}>
            <Text role="status" data-testid="kept-offline">
              {t('offlineVehicle.kept', 'Available offline: {{pages}} pages, {{size}}, saved {{date}}', {
                pages: kept.pageCount,
                size: format.bytes(kept.bytes),
                date: format.dateTime(kept.savedAt),
              })}
            </Text>
            <Button disabled={offline} onClick={start}>
              {t('offlineVehicle.refresh', 'Download again')}
            </Button>
            <Button onClick={() => void removeVehicle(offlineCatalogueDb(), kept.key)}>
              {t('offlineVehicle.remove', 'Remove from this device')}
            </Button>
          </div>
          <StoragePersistenceNote persistence={storage.persistence} />
        </>
      ) : (
        <div className={styles.row}>
          <Button appearance="primary" disabled={offline} onClick={start}>
            {t('offlineVehicle.make', 'Make available offline')}
          </Button>
          <Text size={200}>
            {offline
              ? t('offlineVehicle.needsNetwork', 'Downloading a vehicle needs a network.')
              : t(
                  'offlineVehicle.explain',
                  'Downloads every page, illustration and document of this vehicle to this device.',
                )}
          </Text>
        </div>
      )}
    </section>
  );
}

/** How far a vehicle's download for offline use has got (catalogue spec, section 1: offline browsing, our addition). */
import { Field, MessageBar, MessageBarBody, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { KeepProgress } from '../../../machines/offline-download/keep-vehicle-offline';
import { useFormatters } from '../../../components/use-formatters';
import { useTimeLeftFormat } from './use-time-left';

/**
 * A vehicle download's progress by bytes, with the time left while it runs and, when the
 * network went, that it is paused and will go on by itself. The data attributes are the
 * figures the text shows, for tests and tools.
 */
export function DownloadProgress({ progress, paused }: { progress: KeepProgress; paused: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const timeLeft = useTimeLeftFormat();
  const { receivedBytes, totalBytes, secondsLeft } = progress;
  const sizes = { received: format.bytes(receivedBytes), total: format.bytes(totalBytes) };
  let hint: string;
  if (totalBytes === 0) hint = t('offlineVehicle.starting', 'Starting the download…');
  else if (paused) hint = t('offlineVehicle.progressPaused', '{{received}} of {{total}} downloaded so far', sizes);
  else if (secondsLeft === null) hint = t('offlineVehicle.progressBytes', '{{received}} of {{total}}', sizes);
  else
    hint = t('offlineVehicle.progressTimeLeft', '{{received}} of {{total}}, about {{timeLeft}} left', {
      ...sizes,
      timeLeft: timeLeft(secondsLeft),
    });

  return (
    <>
      {paused && (
        <MessageBar intent="warning" data-testid="keep-offline-paused">
          <MessageBarBody>
            {t(
              'offlineVehicle.paused',
              'Download paused: there is no network. It will continue from where it stopped when the network is back.',
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={
          paused
            ? t('offlineVehicle.pausedLabel', 'Paused: making this vehicle available offline')
            : t('offlineVehicle.downloading', 'Making this vehicle available offline')
        }
        hint={
          <span data-testid="keep-offline-progress" data-received-bytes={receivedBytes} data-total-bytes={totalBytes}>
            {hint}
          </span>
        }
      >
        <ProgressBar value={totalBytes === 0 ? undefined : receivedBytes / totalBytes} />
      </Field>
    </>
  );
}

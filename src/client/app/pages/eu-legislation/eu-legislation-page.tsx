/**
 * /eu-legislation, the Data Download Platform (catalogue spec, sections 2 and 3; shell spec,
 * section 2; Regulation (EU) 2018/858 Art. 61): a data-download user chooses a brand, model
 * or VIN, a dataset and a format, downloads it streamed with progress (and may cancel), and
 * sees their download history. The page guard opens it only for the data-download rule
 * (page-access.ts), as the server's 'data-download' level does; the header shows only Log
 * Out. Downloads need a network; offline, the history shows the last list read.
 */
import { MessageBar, MessageBarBody, Text, Title1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetRequest } from '../../../api/eu-download/eu-download';
import { OfflineNote } from '../../../components/offline-note';
import { useFormatters } from '../../../components/use-formatters';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { DownloadForm } from './download-form';
import { DownloadHistoryTable } from './download-history-table';
import { DownloadProgress } from './download-progress';
import { useDatasetDownload } from './use-dataset-download';
import { useDownloadHistory } from './use-download-history';
import { useDownloadOffer } from './use-download-offer';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

export default function EuLegislationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { bytes, dateTime } = useFormatters();
  const offline = useIsOffline();
  const userKey = useSignedInCustomer()?.customerId ?? 'guest';
  const offer = useDownloadOffer(offline);
  const { history, problem, refresh } = useDownloadHistory(userKey, offline);
  const [what, setWhat] = useState('');
  const historyTotal = history.total;
  const onEnded = useCallback(() => void refresh(historyTotal), [refresh, historyTotal]);
  const download = useDatasetDownload(onEnded);
  const running = download.state.kind === 'downloading';

  const start = (request: DatasetRequest, label: string) => {
    setWhat(label);
    void download.start(request);
  };

  const disabledReason = offline
    ? t(
        'euDownload.offline',
        'You are offline. Downloads need a network; your last known download history is shown below.',
      )
    : running
      ? t('euDownload.oneAtATime', 'One download at a time: wait for this one or cancel it.')
      : undefined;

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.euLegislation.title', 'Data Download Platform')}</Title1>
      <Text as="p">
        {t(
          'euDownload.purpose',
          'Repair and maintenance information in machine-readable form (Regulation (EU) 2018/858, Article 61): every part with its applicability, quantity and prices, and the catalogue documents, as CSV, JSON or XML.',
        )}
      </Text>
      {offline && (
        <MessageBar intent="warning" data-testid="eu-download-offline">
          <MessageBarBody>{disabledReason}</MessageBarBody>
        </MessageBar>
      )}
      {offer.kind === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {offer.detail ??
              t('euDownload.offerFailed', 'What can be downloaded could not be read; please reload the page.')}
          </MessageBarBody>
        </MessageBar>
      )}
      <DownloadForm
        offer={offer.kind === 'ready' ? offer.offer : undefined}
        disabledReason={disabledReason}
        onDownload={start}
      />
      {download.state.kind === 'downloading' && (
        <DownloadProgress what={what} progress={download.state.progress} onCancel={download.cancel} />
      )}
      <div aria-live="polite">
        {download.state.kind === 'saved' && (
          <MessageBar intent="success" data-testid="download-outcome">
            <MessageBarBody>
              {t('euDownload.saved', 'Saved {{fileName}} ({{size}}).', {
                fileName: download.state.fileName,
                size: bytes(download.state.bytes),
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        {download.state.kind === 'cancelled' && (
          <MessageBar intent="info" data-testid="download-outcome">
            <MessageBarBody>
              {t('euDownload.cancelled', 'The download was cancelled; nothing was saved.')}
            </MessageBarBody>
          </MessageBar>
        )}
        {download.state.kind === 'failed' && (
          <MessageBar intent="error" data-testid="download-outcome">
            <MessageBarBody>{download.state.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <Title2 as="h2">{t('euDownload.historyTitle', 'Your downloads')}</Title2>
      {problem !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {offline && history.readAt !== undefined && (
        <Text as="p">
          {t('euDownload.historyAsOf', 'As last read on {{date}}.', { date: dateTime(history.readAt) })}
        </Text>
      )}
      {history.entries.length === 0 ? (
        <Text as="p">{t('euDownload.historyEmpty', 'You have not downloaded anything yet.')}</Text>
      ) : (
        <DownloadHistoryTable entries={history.entries} />
      )}
      <OfflineNote>
        {t(
          'euDownload.offlineNote',
          'Offline: downloads need a network and cannot be queued; the list of your downloads shows as it was last read on this device.',
        )}
      </OfflineNote>
    </article>
  );
}

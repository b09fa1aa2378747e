/** Shows a news item's PDF, or says why it cannot (shell spec, section 2). */
import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkFailure } from '../../../api/http-client';
import { fetchNewsFile } from '../../../api/shell/news-file';

// pdf.js is large: it loads when the first news file is shown, as the catalogue's documents do.
const PdfDocument = lazy(() => import('../../../features/catalogue/documents/pdf-document'));

type Loaded =
  { status: 'loading' } | { status: 'ready'; data: ArrayBuffer } | { status: 'not-found'; offline: boolean };

/**
 * The selected news item's PDF under ATTACHMENTS, or 'No document found' when it cannot be
 * loaded (shell spec, section 2). Offline, a file opened before comes from the service
 * worker; for any other the message adds that it needs a network.
 */
export function NewsAttachment({ fileKey }: { fileKey: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded & { key?: string }>({ status: 'loading' });
  const current: Loaded = loaded.key === fileKey ? loaded : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    fetchNewsFile(fileKey, controller.signal)
      .then((blob) => blob.arrayBuffer())
      .then(
        (data) => !controller.signal.aborted && setLoaded({ status: 'ready', data, key: fileKey }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setLoaded({ status: 'not-found', offline: isNetworkFailure(error), key: fileKey }),
      );
    return () => controller.abort();
  }, [fileKey]);

  const notFound = t('pdf.notFound', 'No document found');
  const loading = <Spinner size="small" label={t('pdf.loading', 'Opening the document…')} />;
  if (current.status === 'loading') return loading;
  if (current.status === 'not-found') {
    return (
      <MessageBar intent="warning" layout="multiline" data-testid="news-file-not-found">
        <MessageBarBody>
          {notFound}
          {current.offline && (
            <Text as="p" block>
              {t('news.fileNotOffline', 'You are offline: only news files opened before on this device can be shown.')}
            </Text>
          )}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Suspense fallback={loading}>
      <PdfDocument
        key={fileKey}
        data={current.data}
        width={Math.min(760, window.innerWidth - 120)}
        notFoundText={notFound}
      />
    </Suspense>
  );
}

/**
 * One dataset download at a time: started, its progress as the stream arrives, cancelled by
 * the user (which also stops the server's stream), and the file handed to the browser when it
 * is complete. A refusal comes back as the server's own words.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDataset, type DatasetRequest, type DownloadProgress } from '../../../api/eu-download/eu-download';
import { isNetworkFailure } from '../../../api/http-client';
import { problemOf } from '../../../api/problem-details';
import { downloadBlob } from '../../../components/download-file';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'saved'; fileName: string; bytes: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface DatasetDownload {
  state: DownloadState;
  start: (request: DatasetRequest) => Promise<void>;
  cancel: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useDatasetDownload(onEnded: () => void): DatasetDownload {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);

  // Leaving the page stops a download in flight.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (request: DatasetRequest) => {
      const controller = new AbortController();
      running.current = controller;
      setState({ kind: 'downloading', progress: { rows: 0, bytes: 0, expectedRows: undefined } });
      try {
        const file = await downloadDataset(request, {
          signal: controller.signal,
          onProgress: (progress) => setState({ kind: 'downloading', progress }),
        });
        downloadBlob(file.fileName, file.blob);
        setState({ kind: 'saved', fileName: file.fileName, bytes: file.bytes });
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) setState({ kind: 'cancelled' });
        else if (isNetworkFailure(error))
          setState({
            kind: 'failed',
            message: t('euDownload.networkLost', 'The network was lost during the download; please try again.'),
          });
        else
          setState({
            kind: 'failed',
            message: problemOf(error)?.detail ?? t('euDownload.failed', 'The download failed; please try again.'),
          });
      } finally {
        running.current = undefined;
        onEnded();
      }
    },
    [onEnded, t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}

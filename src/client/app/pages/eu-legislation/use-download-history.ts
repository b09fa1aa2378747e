/**
 * The user's download history: read from the server when online and kept on the device
 * (eu-download-history-storage.ts), so offline the page shows the last known list.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDownloadHistory } from '../../../api/eu-download/eu-download';
import { isNetworkFailure } from '../../../api/http-client';
import { problemOf } from '../../../api/problem-details';
import { keptDownloadHistory, type KeptDownloadHistory } from '../../../store/eu-download-history-storage';

/** The newest downloads the page lists. */
export const historyPageSize = 20;

export interface DownloadHistoryView {
  history: KeptDownloadHistory;
  /** Why the list could not be read, when the server refused (not for want of a network). */
  problem: string | undefined;
  /**
   * Reads the list again; with `grownFrom`, until it holds more than that many entries (the
   * server records a download as its reply ends, a moment after the page has the last byte).
   */
  refresh: (grownFrom?: number) => Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ReadOutcome =
  { kind: 'read'; total: number } | { kind: 'refused'; detail: string | undefined } | { kind: 'no-network' };

/** Reads the first page from the server and keeps it on the device. */
async function readHistory(userKey: string): Promise<ReadOutcome> {
  try {
    const page = await fetchDownloadHistory(0, historyPageSize);
    keptDownloadHistory.update(userKey, () => ({
      readAt: new Date().toISOString(),
      total: page.total,
      entries: page.entries,
    }));
    return { kind: 'read', total: page.total };
  } catch (error) {
    return isNetworkFailure(error) ? { kind: 'no-network' } : { kind: 'refused', detail: problemOf(error)?.detail };
  }
}

export function useDownloadHistory(userKey: string, offline: boolean): DownloadHistoryView {
  const { t } = useTranslation();
  const history = keptDownloadHistory.useValue(userKey);
  const [problem, setProblem] = useState<string>();
  const problemOfOutcome = useCallback(
    (outcome: ReadOutcome) =>
      outcome.kind === 'refused'
        ? (outcome.detail ?? t('euDownload.historyFailed', 'Your downloads could not be read.'))
        : undefined,
    [t],
  );

  const refresh = useCallback(
    async (grownFrom?: number) => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const outcome = await readHistory(userKey);
        setProblem(problemOfOutcome(outcome));
        if (outcome.kind !== 'read' || grownFrom === undefined || outcome.total > grownFrom) return;
        await pause(300);
      }
    },
    [problemOfOutcome, userKey],
  );

  useEffect(() => {
    if (offline) return;
    let current = true;
    void readHistory(userKey).then((outcome) => {
      if (current) setProblem(problemOfOutcome(outcome));
    });
    return () => {
      current = false;
    };
  }, [offline, problemOfOutcome, userKey]);

  return { history, problem, refresh };
}

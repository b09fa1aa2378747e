/**
 * The user's download history (EuDownloadHistory) as last read from the server, kept in this
 * device's local storage per user, so the Data Download Platform shows the last known list
 * offline. Only the first page is kept: it is what the page shows first.
 */
import { isJsonObject, parseJsonText } from '../../domain/catalogue/json-text';
import type { DownloadHistoryEntry } from '../../domain/eu-download/eu-download-contract';
import { userLocalStorage } from './user-local-storage';

export interface KeptDownloadHistory {
  /** When the list was read from the server; undefined when none has been kept. */
  readAt: string | undefined;
  total: number;
  entries: DownloadHistoryEntry[];
}

const emptyHistory: KeptDownloadHistory = { readAt: undefined, total: 0, entries: [] };

function isEntry(value: unknown): value is DownloadHistoryEntry {
  return (
    isJsonObject(value) &&
    typeof value['id'] === 'number' &&
    typeof value['at'] === 'string' &&
    typeof value['scopeLabel'] === 'string' &&
    typeof value['format'] === 'string' &&
    typeof value['rows'] === 'number' &&
    typeof value['bytes'] === 'number' &&
    typeof value['billable'] === 'boolean'
  );
}

function parse(text: string | null): KeptDownloadHistory {
  const value = text === null ? undefined : parseJsonText(text);
  if (!isJsonObject(value) || !Array.isArray(value['entries'])) return emptyHistory;
  return {
    readAt: typeof value['readAt'] === 'string' ? value['readAt'] : undefined,
    total: typeof value['total'] === 'number' ? value['total'] : 0,
    entries: (value['entries'] as unknown[]).filter(isEntry),
  };
}

export const keptDownloadHistory = userLocalStorage<KeptDownloadHistory>({
  storageKey: (userKey) => `epc_eu_download_history:${userKey}`,
  parse,
  empty: emptyHistory,
  description: 'the download history',
});

/**
 * i18next backend that loads one translation file per locale on demand. Expected gaps (no
 * file, not cached while offline) arrive as the empty set; anything else is kept so that
 * changeLocale can rethrow it (shell spec, section 8).
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { fetchLocaleMessages } from '../api/fetch-locale-messages';

const loadFailures = new Map<string, unknown>();

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadFailures.delete(language);
    fetchLocaleMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => {
        loadFailures.set(language, error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** The error that stopped a locale's file from loading, if any. */
export function takeLoadFailure(language: string): unknown {
  const failure = loadFailures.get(language);
  loadFailures.delete(language);
  return failure;
}

/**
 * Fetches one translation file. Offline and not yet cached by the service worker, or a locale
 * the product has no file for, both give the empty set: the inline English wording then shows.
 */
import { HTTPError } from 'ky';
import { localeFileFor } from '../../domain/i18n/locale-files';
import { TranslationError } from '../../domain/i18n/translation-error-policy';
import { isNetworkFailure, ownServer } from './http-client';

export type LocaleMessages = Record<string, unknown>;

export async function fetchLocaleMessages(localeId: string): Promise<LocaleMessages> {
  const fileId = localeFileFor(localeId);
  if (!fileId) {
    console.warn(new TranslationError('INVALID_CONFIG', `No translation file for locale "${localeId}"`));
    return {};
  }
  try {
    return await ownServer.get(`locales/${fileId}.json`).json<LocaleMessages>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return {};
    if (isNetworkFailure(error)) {
      console.warn(new TranslationError('MISSING_TRANSLATION', `Translations for ${fileId} are not available offline`));
      return {};
    }
    throw error;
  }
}

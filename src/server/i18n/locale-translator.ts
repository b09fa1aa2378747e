/**
 * The server's wording in a user's language, from the same translation files the app loads
 * (locales/): i18next over the file the locale id names, the English given inline where the
 * file lacks a key or there is no file. Files are read once per process and locale.
 */
import { join } from 'node:path';
import i18next from 'i18next';
import type { Translate } from '../../domain/commerce/receipt';
import { readLocaleFile, storedFileName } from '../routes/locales/locale-files';

export interface LocaleTranslator {
  /** The locale id of the file read ('in' reads id.json: 'id'), or the one asked for when there is none. */
  locale: string;
  t: Translate;
}

// Keyed by file, so the cache holds at most one translator per file whatever ids callers send.
const translators = new Map<string, Promise<LocaleTranslator>>();

export async function localeTranslator(localesDir: string, localeId: string): Promise<LocaleTranslator> {
  const fileName = await storedFileName(localesDir, `${localeId}.json`);
  if (fileName === undefined) return translatorOf(localeId, {});
  const key = join(localesDir, fileName);
  let translator = translators.get(key);
  if (translator === undefined) {
    translator = readTranslator(key, fileName.slice(0, -'.json'.length));
    translators.set(key, translator);
  }
  return translator;
}

async function readTranslator(filePath: string, locale: string): Promise<LocaleTranslator> {
  const content = await readLocaleFile(filePath);
  const messages = content === undefined ? {} : (JSON.parse(content.toString('utf8')) as Record<string, unknown>);
  return translatorOf(locale, messages);
}

async function translatorOf(locale: string, messages: Record<string, unknown>): Promise<LocaleTranslator> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    fallbackLng: false,
    // PDFs and plain text, never HTML: nothing to escape.
    interpolation: { escapeValue: false },
  });
  return { locale, t: (key, english, values) => instance.t(key, { ...values, defaultValue: english }) };
}

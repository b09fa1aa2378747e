/**
 * The app's i18next instance. Every visible string carries its English wording inline as the
 * default value, so with an empty translation set the English wording shows; nothing falls back to another file.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TranslationError } from '../../domain/i18n/translation-error-policy';
import { localeBackend, takeLoadFailure } from './locale-backend';

const warnedMissingKeys = new Set<string>();

function warnMissingTranslation(languages: readonly string[], _namespace: string, key: string): void {
  const id = `${languages.join(',')}:${key}`;
  if (warnedMissingKeys.has(id)) return;
  warnedMissingKeys.add(id);
  console.warn(new TranslationError('MISSING_TRANSLATION', `Missing translation "${key}" for ${languages.join(', ')}`));
}

export async function createI18n(localeId: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: localeId,
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      returnEmptyString: false,
      saveMissing: true,
      missingKeyHandler: warnMissingTranslation,
      // React escapes what it renders; escaping here too would show &amp; to the user.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  rethrowLoadFailure(localeId);
  return instance;
}

/** Switches the interface language, loading that locale's file first. */
export async function changeLocale(instance: i18n, localeId: string): Promise<void> {
  await instance.changeLanguage(localeId);
  rethrowLoadFailure(localeId);
}

function rethrowLoadFailure(localeId: string): void {
  const failure = takeLoadFailure(localeId);
  if (failure) throw failure;
}

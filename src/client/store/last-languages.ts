/**
 * The interface languages last read (api/languages), kept on this device, so that the header's
 * language button names the language from them at once on the next start, and offline,
 * instead of asking the browser for the language's own name while the list loads: the first
 * such question loads the browser's display data, some 50 ms of a slow phone's start (issue 19).
 */
import type { Language } from '../../domain/shell/market-display';

const storageKey = 'epc_languages';

function isLanguage(value: unknown): value is Language {
  if (typeof value !== 'object' || value === null) return false;
  const { languageCode, language, languageText } = value as Record<string, unknown>;
  return typeof languageCode === 'string' && typeof language === 'string' && typeof languageText === 'string';
}

/** The kept list, or none when nothing (readable) was kept. */
export function readKeptLanguages(): Language[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(kept) && kept.every(isLanguage) ? kept : [];
  } catch {
    return [];
  }
}

/** Keeps the list last read, in place of the one kept before. */
export function keepLanguages(languages: readonly Language[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(languages));
  } catch (error) {
    console.warn('Could not keep the languages on this device', error);
  }
}

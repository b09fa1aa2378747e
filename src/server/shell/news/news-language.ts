/**
 * Which language's news (and service message) a reader gets. News is written in few
 * languages, so a language with none falls back to en-GB (the catalogue's default language)
 * rather than leaving the reader with nothing; the news answers name the language they really
 * are, which the red indicator needs.
 */
import { localeFileFor } from '../../../domain/i18n/locale-files';
import { newsDefaultLanguage } from '../../../domain/shell/news-contracts';

/** en_GB and EN-gb name en-GB; a code the product has no locale for is kept as given. */
export function normaliseLanguage(language: string): string {
  return localeFileFor(language) ?? language;
}

/** Reads in the language, then in en-GB when the language has nothing. */
export async function inLanguageOrDefault<T>(
  language: string,
  read: (languageCode: string) => Promise<T[]>,
): Promise<{ languageCode: string; found: T[] }> {
  const languageCode = normaliseLanguage(language);
  const found = await read(languageCode);
  if (found.length > 0 || languageCode === newsDefaultLanguage) return { languageCode, found };
  return { languageCode: newsDefaultLanguage, found: await read(newsDefaultLanguage) };
}

/**
 * How markets and languages are shown in the market and language drawer (shell spec,
 * section 2): a country flag and code, GB shown as UK, and each language by its language
 * text. Flags are emoji made of regional indicator letters, so any country code has one
 * without shipping images.
 */

/** A row of the languages list (shell spec, section 3). */
export interface Language {
  languageCode: string;
  language: string;
  languageText: string;
}

/** The code a user sees for a market: GB is shown as UK. */
export function displayMarketCode(code: string): string {
  const upper = code.toUpperCase();
  return upper === 'GB' ? 'UK' : upper;
}

const regionalIndicatorA = 0x1f1e6;

/** The flag emoji of a two-letter country code, or '' for anything else. */
export function flagEmoji(countryCode: string): string {
  const upper = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(...[...upper].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65));
}

/** The language text of a locale from the languages list, if the list names it. */
export function languageTextOf(localeId: string, languages: readonly Language[]): string | undefined {
  return languages.find((entry) => entry.languageCode === localeId)?.languageText;
}

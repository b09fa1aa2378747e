/**
 * How markets and languages are shown in the market and language drawer (shell spec,
 * section 2): a country flag and code, GB shown as UK, and each language by its language
 * text. Flags are SVG images (the flag-icons package, copied to /flags/ at build time by
 * vite.config.ts) rather than emoji, which Windows shows as two letters and machines without
 * an emoji font as empty boxes (issue 18). GB's flag stays GB's: only the label says UK.
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

/** Flag images are 4:3; shown this size wherever a market is named. */
export const flagSize = { width: 20, height: 15 } as const;

/** The address of a two-letter country code's flag image, or undefined for anything else. */
export function flagImagePath(countryCode: string): string | undefined {
  const lower = countryCode.trim().toLowerCase();
  return /^[a-z]{2}$/.test(lower) ? `/flags/${lower}.svg` : undefined;
}

/** The language text of a locale from the languages list, if the list names it. */
export function languageTextOf(localeId: string, languages: readonly Language[]): string | undefined {
  return languages.find((entry) => entry.languageCode === localeId)?.languageText;
}

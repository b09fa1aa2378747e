/**
 * Which translation file serves a locale id (shell spec, section 9). Ids may arrive with an
 * underscore (en_GB) or in another case (EN-gb); both name the same file. A locale with no
 * file of its own is served the empty set, so the inline English wording shows.
 */

export const localeFileIds = [
  'cs',
  'da',
  'de-DE',
  'el',
  'en-GB',
  'en-US',
  'es-ES',
  'es-MX',
  'es-XL',
  'fi-FI',
  'fr-CA',
  'fr-FR',
  'hi',
  'hu',
  'id',
  'in',
  'it-IT',
  'ja-JP',
  'ko-KP',
  'nl',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru-RU',
  'sv',
  'th',
  'tr',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type LocaleFileId = (typeof localeFileIds)[number];

export const defaultLocaleId: LocaleFileId = 'en-GB';

/** The translation file for a locale id, or undefined when the product has none for it. */
export function localeFileFor(localeId: string): LocaleFileId | undefined {
  const normalised = localeId.trim().replace(/_/g, '-').toLowerCase();
  return localeFileIds.find((id) => id.toLowerCase() === normalised);
}

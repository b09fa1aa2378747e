/** The languages a user may choose (catalogue spec, section 9: "Supported languages"). */

export const supportedLanguages = [
  'en-GB',
  'fr-FR',
  'de-DE',
  'hi',
  'pt-BR',
  'fr-CA',
  'cs',
  'da',
  'el',
  'es-ES',
  'hu',
  'id',
  'it-IT',
  'ja-JP',
  'ko-KP',
  'es-MX',
  'nl',
  'no-NO',
  'pl-PL',
  'pt-PT',
  'ro',
  'ru-RU',
  'sv',
  'th',
  'tr',
  'vi',
  'zh-TW',
  'zh-CN',
  'zh-HK',
] as const;

/** The supported language a code names (en_GB and EN-gb name en-GB), or undefined. */
export function supportedLanguageOf(code: string): string | undefined {
  const wanted = code.replace('_', '-').toLowerCase();
  return supportedLanguages.find((language) => language.toLowerCase() === wanted);
}

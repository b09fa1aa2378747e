/**
 * The catalogue language a price lookup langCode asks for. The langCode is what
 * priceLookupLangCode makes of a locale ('EN', 'FR', 'zh-CN'), so this picks the first of the
 * product's locales, in the spec's order, that gives the same code: 'FR' -> fr-FR (not
 * fr-CA), 'PT' -> pt-BR, 'ZH' -> zh-HK (zh-CN and zh-TW send their own ids), and English for
 * anything unknown.
 */
import { supportedLanguages } from '../../domain/profile/supported-languages';
import { priceLookupLangCode } from '../../domain/shopping-list/price-lookup-lang-code';

const fallbackLanguage = 'en-GB';
const localeIds: readonly string[] = supportedLanguages;

export function descriptionLanguageOf(langCode: string): string {
  const wanted = priceLookupLangCode(langCode);
  return localeIds.find((localeId) => priceLookupLangCode(localeId) === wanted) ?? fallbackLanguage;
}

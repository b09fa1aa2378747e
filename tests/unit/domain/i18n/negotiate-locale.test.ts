import { describe, expect, it } from 'vitest';
import { matchLanguage, negotiateLocale } from '../../../../src/domain/i18n/negotiate-locale';
import { supportedLanguages } from '../../../../src/domain/profile/supported-languages';

describe('the locale of a first visit, from the browser languages', () => {
  it.each([
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['de-de', 'de-DE'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-BR'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-HK'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en-US', 'en-GB'],
    ['en', 'en-GB'],
    ['fr-CA', 'fr-CA'],
    ['fr-BE', 'fr-FR'],
    ['es-MX', 'es-MX'],
    ['es-419', 'es-ES'],
    ['ja', 'ja-JP'],
    ['ko-KR', 'ko-KP'],
    ['nb-NO', 'no-NO'],
    ['in', 'id'],
    ['cs-CZ', 'cs'],
    ['th-TH', 'th'],
    ['TR_tr', 'tr'],
  ])('%s is shown as %s', (browser, expected) => {
    expect(negotiateLocale([browser], supportedLanguages, 'en-GB')).toBe(expected);
  });

  it('follows the order of preference: the first language with a match wins', () => {
    expect(negotiateLocale(['xx', 'de-CH', 'fr-FR'], supportedLanguages, 'en-GB')).toBe('de-DE');
    expect(negotiateLocale(['fr-FR', 'de-DE'], supportedLanguages, 'en-GB')).toBe('fr-FR');
  });

  it.each([[[]], [['xx']], [['']], [['*']], [['ar-EG', 'he']]])('falls back to en-GB for %j', (languages) => {
    expect(negotiateLocale(languages, supportedLanguages, 'en-GB')).toBe('en-GB');
  });

  it('offers only what the list offers', () => {
    expect(matchLanguage('de-DE', ['en-GB', 'fr-FR'])).toBeUndefined();
    expect(matchLanguage('zh-TW', ['en-GB', 'zh-CN'])).toBeUndefined();
  });
});

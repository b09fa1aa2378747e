import { describe, expect, it } from 'vitest';
import { localeFileFor, localeFileIds } from '../../../src/domain/i18n/locale-files';

// The 33 locale ids of shell spec section 9.
const specLocaleIds = [
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
];

describe('which translation file serves a locale', () => {
  it('knows exactly the 33 locale ids of the spec', () => {
    expect([...localeFileIds].sort()).toEqual([...specLocaleIds].sort());
  });

  it.each(specLocaleIds)('%s resolves to its own file, and so does its underscore variant', (id) => {
    expect(localeFileFor(id)).toBe(id);
    expect(localeFileFor(id.replace('-', '_'))).toBe(id);
  });

  it('ignores case and surrounding spaces', () => {
    expect(localeFileFor(' EN_gb ')).toBe('en-GB');
  });

  it.each(['xx-YY', 'en', 'fr', '', 'de_AT'])('%j has no file (the empty set is used)', (id) => {
    expect(localeFileFor(id)).toBeUndefined();
  });
});

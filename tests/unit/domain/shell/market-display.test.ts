import { describe, expect, it } from 'vitest';
import { displayMarketCode, flagEmoji, languageTextOf } from '../../../../src/domain/shell/market-display';

describe('market display (shell spec, section 2: "GB is shown as UK")', () => {
  it.each([
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['DE', 'DE'],
    ['ie', 'IE'],
  ])('%s is shown as %s', (code, shown) => {
    expect(displayMarketCode(code)).toBe(shown);
  });

  it('a flag is the two regional indicator letters of the country code', () => {
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagEmoji('de')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagEmoji('GBR')).toBe('');
    expect(flagEmoji('1A')).toBe('');
  });

  it('a language is shown by its language text', () => {
    const languages = [{ languageCode: 'fr-FR', language: 'French', languageText: 'Français' }];
    expect(languageTextOf('fr-FR', languages)).toBe('Français');
    expect(languageTextOf('de-DE', languages)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import codes from 'i18n-iso-countries/codes.json';
import { displayMarketCode, flagImagePath, languageTextOf } from '../../../../src/domain/shell/market-display';

describe('market display (shell spec, section 2: "GB is shown as UK")', () => {
  it.each([
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['DE', 'DE'],
    ['ie', 'IE'],
  ])('%s is shown as %s', (code, shown) => {
    expect(displayMarketCode(code)).toBe(shown);
  });

  it("a flag is an SVG image named by the country code; GB shown as UK keeps GB's flag", () => {
    expect(flagImagePath('GB')).toBe('/flags/gb.svg');
    expect(flagImagePath('de')).toBe('/flags/de.svg');
    expect(flagImagePath('GBR')).toBeUndefined();
    expect(flagImagePath('1A')).toBeUndefined();
    expect(flagImagePath('')).toBeUndefined();
  });

  it('the flag package the build copies has an SVG for every assigned two-letter country code (over 190)', () => {
    // vite.config.ts copies these files to /flags/; every ISO 3166-1 code must find its flag.
    const files = new Set(readdirSync('node_modules/flag-icons/flags/4x3'));
    const assigned = (codes as string[][]).map(([alpha2]) => alpha2 ?? '');
    expect(assigned.length).toBeGreaterThan(190);
    const missing = assigned.filter((code) => !files.has(`${code.toLowerCase()}.svg`));
    expect(missing).toEqual([]);
  });

  it('a language is shown by its language text', () => {
    const languages = [{ languageCode: 'fr-FR', language: 'French', languageText: 'Français' }];
    expect(languageTextOf('fr-FR', languages)).toBe('Français');
    expect(languageTextOf('de-DE', languages)).toBeUndefined();
  });
});

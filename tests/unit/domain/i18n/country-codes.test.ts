import { describe, expect, it } from 'vitest';
import {
  alpha2FromAlpha3,
  alpha3ToAlpha2Entries,
  toAlpha2CountryCode,
} from '../../../../src/domain/i18n/country-codes';

describe('the 3-letter to 2-letter country map (catalogue spec, section 9)', () => {
  it.each([
    ['GBR', 'GB'],
    ['DEU', 'DE'],
    ['fra', 'FR'],
    ['IRL', 'IE'],
    ['USA', 'US'],
    ['JPN', 'JP'],
    ['KOR', 'KR'],
    ['PRK', 'KP'],
    ['CZE', 'CZ'],
    ['ZAF', 'ZA'],
    ['ALA', 'AX'],
  ])('%s is %s', (alpha3, alpha2) => {
    expect(alpha2FromAlpha3(alpha3)).toBe(alpha2);
  });

  it('covers every assigned ISO 3166-1 code, each mapped to a distinct 2-letter code', () => {
    const entries = alpha3ToAlpha2Entries();
    expect(entries.length).toBeGreaterThanOrEqual(249);
    for (const [alpha3, alpha2] of entries) {
      expect(alpha3).toMatch(/^[A-Z]{3}$/);
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(entries.map(([, alpha2]) => alpha2)).size).toBe(entries.length);
  });

  it('an unassigned or malformed code has no 2-letter code', () => {
    expect(alpha2FromAlpha3('XXX')).toBeUndefined();
    expect(alpha2FromAlpha3('UK')).toBeUndefined();
    expect(alpha2FromAlpha3('')).toBeUndefined();
  });

  it('a country code as it comes in is read as alpha-2 whichever form it has', () => {
    expect(toAlpha2CountryCode('gb')).toBe('GB');
    expect(toAlpha2CountryCode(' GBR ')).toBe('GB');
    expect(toAlpha2CountryCode('QQQ')).toBeUndefined();
    expect(toAlpha2CountryCode('G1')).toBeUndefined();
    expect(toAlpha2CountryCode('GBRX')).toBeUndefined();
  });
});

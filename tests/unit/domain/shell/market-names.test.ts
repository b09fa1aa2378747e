import { describe, expect, it } from 'vitest';
import { localisedMarketName, marketMatchesSearch } from '../../../../src/domain/shell/market-names';

const france = { code: 'FR', name: 'France' };
const austria = { code: 'AT', name: 'Austria' };
const unitedKingdom = { code: 'GB', name: 'United Kingdom' };

describe('market names in the user language (issue 18)', () => {
  it("names a market in the user's language through Intl.DisplayNames", () => {
    expect(localisedMarketName(france, 'de-DE')).toBe('Frankreich');
    expect(localisedMarketName(austria, 'fr-FR')).toBe('Autriche');
    expect(localisedMarketName(france, 'ja-JP')).toBe('フランス');
    expect(localisedMarketName(unitedKingdom, 'en-GB')).toBe('United Kingdom');
  });

  it("falls back to the server's English name where the browser has no name", () => {
    // Not a country code, or a market the list names by its code only.
    expect(localisedMarketName({ code: 'EU1', name: 'Europe one' }, 'de-DE')).toBe('Europe one');
    expect(localisedMarketName({ code: 'QZ', name: 'QZ' }, 'de-DE')).toBe('QZ');
    // A user-assigned code the browser does not name.
    expect(localisedMarketName({ code: 'QM', name: 'Test market' }, 'de-DE')).toBe('Test market');
    // A locale id the browser rejects.
    expect(localisedMarketName(france, 'not a locale!')).toBe('France');
  });
});

describe('searching the market list', () => {
  it('finds a market by its name as shown, ignoring case and accents', () => {
    expect(marketMatchesSearch(france, 'Frankreich', 'frankr', 'de-DE')).toBe(true);
    expect(marketMatchesSearch(austria, 'Österreich', 'osterreich', 'de-DE')).toBe(true);
    expect(marketMatchesSearch(austria, 'Österreich', 'Frankreich', 'de-DE')).toBe(false);
  });

  it('finds it by its English name and by its code, GB also as UK', () => {
    expect(marketMatchesSearch(france, 'Frankreich', 'france', 'de-DE')).toBe(true);
    expect(marketMatchesSearch(unitedKingdom, 'Vereinigtes Königreich', 'uk', 'de-DE')).toBe(true);
    expect(marketMatchesSearch(unitedKingdom, 'Vereinigtes Königreich', 'GB', 'de-DE')).toBe(true);
  });

  it('an empty search matches every market', () => {
    expect(marketMatchesSearch(france, 'Frankreich', '  ', 'de-DE')).toBe(true);
  });
});

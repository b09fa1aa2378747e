import { describe, expect, it } from 'vitest';
import {
  marketChoices,
  marketChoiceSource,
  ownMarketCode,
  partnerMarketCodes,
  type Market,
  type MarketChooser,
} from '../../../../src/domain/shell/market-choices';

const allMarkets: Market[] = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AT', name: 'Austria' },
];
const codes = (markets: Market[]) => markets.map((market) => market.code);

describe('marketChoiceSource: who chooses from what (shell spec, section 6)', () => {
  it.each([
    [{ userType: 'third-party', userRole: 'user' }, 'all-markets'],
    [{ userType: 'internal', userRole: 'admin' }, 'all-markets'],
    [{ userType: 'retailer', userRole: 'admin' }, 'partner-markets'],
    [{ userType: 'retailer', userRole: 'user' }, 'partner-markets'],
    [{ userType: 'independent', userRole: 'sponsored' }, 'partner-markets'],
    [{ userType: 'independent', userRole: 'true-independent' }, 'own-market'],
    [{}, 'own-market'],
  ] as const)('%j -> %s', (user, expected) => {
    expect(marketChoiceSource(user)).toBe(expected);
  });
});

describe('marketChoices', () => {
  it('"Third-party and internal users choose from all markets, sorted by market name."', () => {
    for (const userType of ['third-party', 'internal']) {
      const user: MarketChooser = { userType, userRole: 'user', userMarket: 'GB' };
      expect(codes(marketChoices({ user, allMarkets }))).toEqual(['AT', 'FR', 'DE', 'IE', 'GB']);
    }
  });

  it("sorts all markets by their names in the user's language (issue 18)", () => {
    const user: MarketChooser = { userType: 'internal', userRole: 'user', userMarket: 'GB' };
    // Deutschland, Frankreich, Irland, Österreich, Vereinigtes Königreich.
    expect(codes(marketChoices({ user, allMarkets, localeId: 'de-DE' }))).toEqual(['DE', 'FR', 'IE', 'AT', 'GB']);
  });

  it('"Retailers and sponsored independents get markets from their partner\'s list", in the partner\'s order', () => {
    for (const user of [
      { userType: 'retailer', userRole: 'admin', userMarket: 'GB' },
      { userType: 'independent', userRole: 'sponsored', userMarket: 'GB' },
    ]) {
      expect(marketChoices({ user, allMarkets, partnerMarkets: 'GB|IE|FR' })).toEqual([
        { code: 'GB', name: 'United Kingdom' },
        { code: 'IE', name: 'Ireland' },
        { code: 'FR', name: 'France' },
      ]);
    }
  });

  it('"If the partner lookup returns the string \'false\', only their own market is offered."', () => {
    const user = { userType: 'retailer', userRole: 'user', userMarket: 'DE' };
    expect(marketChoices({ user, allMarkets, partnerMarkets: 'false' })).toEqual([{ code: 'DE', name: 'Germany' }]);
  });

  it('a partner list not known yet, empty, or naming no catalogue market leaves only their own market', () => {
    const user = { userType: 'independent', userRole: 'sponsored', userMarket: 'FR' };
    for (const partnerMarkets of [undefined, '', 'XX|YY']) {
      expect(codes(marketChoices({ user, allMarkets, partnerMarkets }))).toEqual(['FR']);
    }
  });

  it('"True-independent users get only their own market."', () => {
    const user = { userType: 'independent', userRole: 'true-independent', userMarket: 'DE' };
    expect(marketChoices({ user, allMarkets, partnerMarkets: 'GB|IE|FR' })).toEqual([{ code: 'DE', name: 'Germany' }]);
  });

  it('"Default market GB" for a user without one', () => {
    const user = { userType: 'independent', userRole: 'true-independent' };
    expect(marketChoices({ user, allMarkets })).toEqual([{ code: 'GB', name: 'United Kingdom' }]);
    expect(ownMarketCode(user)).toBe('GB');
    expect(ownMarketCode({ userMarket: ' ' })).toBe('GB');
  });

  it('guests get no market choice', () => {
    expect(marketChoices({ user: undefined, allMarkets, partnerMarkets: 'GB|IE' })).toEqual([]);
  });

  it('offline, before the markets list is known, the own market is still offered, named by its code', () => {
    const user = { userType: 'internal', userRole: 'admin', userMarket: 'DE' };
    expect(marketChoices({ user, allMarkets: [] })).toEqual([{ code: 'DE', name: 'DE' }]);
  });
});

describe('partnerMarketCodes', () => {
  it('splits on |, trims, upper-cases, drops repeats and codes that are not markets', () => {
    expect(partnerMarketCodes(' gb | IE|GB|ZZ|fr ', allMarkets)).toEqual(['GB', 'IE', 'FR']);
  });

  it("answers none for 'false'", () => {
    expect(partnerMarketCodes('false', allMarkets)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { RetailerRates } from '../../../../src/domain/shopping-list/pricing-records';
import { pricingRetailerId } from '../../../../src/domain/shopping-list/pricing-retailer';
import {
  discountMarketsOf,
  resolveRates,
  type RateResolutionInput,
} from '../../../../src/domain/shopping-list/rate-resolution';

const rates = (retailerId: string, market: string, entries: Record<string, string>): RetailerRates => ({
  retailerId,
  market,
  rates: Object.entries(entries).map(([code, rate]) => ({ code, rate })),
});

const taxRecords = [
  rates('default', 'GB', { S: '20.00', R: '5.00' }),
  rates('jlr_internal', 'GB', { S: '20.00', R: '5.00', Z: '0.00' }),
  rates('006CC', 'GB', { S: '20.00', R: '5.00', Z: '0.00', X: '1.00' }),
  rates('006CC', 'FR', { S: '20.00' }),
];

const discountRecords = [
  rates('default', 'GB', { A: '5.00' }),
  rates('jlr_internal', 'GB', { A: '30.00' }),
  rates('006CC', 'GB', { A: '10.00' }),
  rates('006CC', 'GB-1', { A: '50.00', C: '12.50' }),
  rates('006CC', 'GB-2', { C: '99.00', D: '3.00' }),
  rates('006CC', 'GB-3', { E: '1.00' }),
];

const input = (overrides: Partial<RateResolutionInput> = {}): RateResolutionInput => ({
  userType: 'retailer',
  retailerId: '006CC',
  market: 'GB',
  taxRecords,
  discountRecords,
  marketTaxEntries: ['GB VAT S Standard rate', 'GB VAT R Reduced rate'],
  ...overrides,
});

describe('pricingRetailerId: whose records price a user (catalogue spec, sections 6 and 9)', () => {
  it.each([
    [
      'an internal user: jlr_internal, whatever the partner id',
      { c_epcUserType: 'internal', c_epcPartnerId: '006CC' },
      'jlr_internal',
    ],
    ['a retailer user: their dealer code', { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' }, '006CC'],
    [
      'a sponsored independent: the sponsoring dealer',
      { c_epcUserType: 'independent', c_epcPartnerId: '006CC' },
      '006CC',
    ],
    ['a user with no dealer code: default', { c_epcUserType: 'independent' }, 'default'],
    ['a blank dealer code: default', { c_epcUserType: 'retailer', c_epcPartnerId: '  ' }, 'default'],
    ['a guest (no profile): default', undefined, 'default'],
  ] as const)('%s', (_, profile, expected) => {
    expect(pricingRetailerId(profile)).toBe(expected);
  });
});

describe('resolveRates', () => {
  it("uses the retailer's tax records of the market and discount records of market, market-1 and market-2, the market first", () => {
    expect(discountMarketsOf('GB')).toEqual(['GB', 'GB-1', 'GB-2']);
    const resolution = resolveRates(input());
    expect(resolution).toMatchObject({
      zeroRates: false,
      taxRetailerId: '006CC',
      discountRetailerId: '006CC',
      hashPartTaxCode: 'S',
    });
    expect(Object.fromEntries(resolution.taxRates)).toEqual({ S: '20.00', R: '5.00', Z: '0.00', X: '1.00' });
    // A: GB's 10.00 beats GB-1's 50.00; C: GB-1's 12.50 beats GB-2's 99.00; GB-3 does not count.
    expect(Object.fromEntries(resolution.discountRates)).toEqual({ A: '10.00', C: '12.50', D: '3.00' });
  });

  it('uses jlr_internal records for internal users', () => {
    const resolution = resolveRates(input({ userType: 'internal', retailerId: 'jlr_internal' }));
    expect(resolution).toMatchObject({ taxRetailerId: 'jlr_internal', discountRetailerId: 'jlr_internal' });
    expect(Object.fromEntries(resolution.discountRates)).toEqual({ A: '30.00' });
  });

  it('falls back to the default retailer when the retailer has no records, tax and discount each on its own', () => {
    const none = resolveRates(input({ retailerId: 'B12345' }));
    expect(none).toMatchObject({ taxRetailerId: 'default', discountRetailerId: 'default' });
    expect(Object.fromEntries(none.taxRates)).toEqual({ S: '20.00', R: '5.00' });
    expect(Object.fromEntries(none.discountRates)).toEqual({ A: '5.00' });

    const taxOnly = resolveRates(
      input({ discountRecords: discountRecords.filter((record) => record.retailerId !== '006CC') }),
    );
    expect(taxOnly).toMatchObject({ taxRetailerId: '006CC', discountRetailerId: 'default' });

    const otherMarket = resolveRates(input({ market: 'FR' }));
    expect(otherMarket).toMatchObject({ taxRetailerId: '006CC', discountRetailerId: 'default' });
    expect(otherMarket.discountRates.size).toBe(0);
  });

  it('answers no rates at all when not even the default retailer has records', () => {
    const resolution = resolveRates(
      input({ retailerId: 'B12345', taxRecords: [], discountRecords: [], marketTaxEntries: [] }),
    );
    expect(resolution.taxRates.size + resolution.discountRates.size).toBe(0);
    expect(resolution.hashPartTaxCode).toBeUndefined();
  });

  it('takes the newest record of a retailer and market (records come newest first)', () => {
    const newer = rates('006CC', 'GB', { S: '17.50' });
    const resolution = resolveRates(input({ taxRecords: [newer, ...taxRecords] }));
    expect(Object.fromEntries(resolution.taxRates)).toEqual({ S: '17.50' });
  });

  it("takes the '#' tax code from the third word of the first market tax map entry that has one", () => {
    expect(
      resolveRates(input({ marketTaxEntries: ['short entry', 'GB VAT R Reduced', 'GB VAT S Standard'] }))
        .hashPartTaxCode,
    ).toBe('R');
    expect(resolveRates(input({ marketTaxEntries: [] })).hashPartTaxCode).toBeUndefined();
  });

  it("forces rates to 0 for the third-party user type ('probably third-party', catalogue spec, section 6), and only for it", () => {
    expect(resolveRates(input({ userType: 'third-party', retailerId: 'default' })).zeroRates).toBe(true);
    for (const userType of ['retailer', 'internal', 'independent', undefined] as const) {
      expect(resolveRates(input({ userType })).zeroRates).toBe(false);
    }
  });
});

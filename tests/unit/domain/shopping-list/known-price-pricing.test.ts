import { describe, expect, it } from 'vitest';
import {
  lookupPartsOfPricedLines,
  priceWithKnownPrices,
  type KnownLookupPart,
} from '../../../../src/domain/shopping-list/known-price-pricing';
import { priceLines } from '../../../../src/domain/shopping-list/pricing';
import type { RateResolution } from '../../../../src/domain/shopping-list/rate-resolution';
import type { PricedLine, ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (partNumber: string, quantity = '1', priceAmmend = '0'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: `Part ${partNumber}`,
  quantity,
  priceAmmend,
});

const known = (
  apn: string,
  unitPrice: string,
  pricedAt: string,
  rates = { discountRate: '10.00', taxRate: '20.00' },
): KnownLookupPart => ({
  apn,
  unitPrice,
  ...rates,
  discountCode: 'A',
  taxCode: 'S',
  apnDesc: `Part ${apn}`,
  pricedAt,
});

describe('priceWithKnownPrices: the section 9 formula from the prices the device last saw', () => {
  it('prices known parts exactly as the server did, sums the totals and dates them by the oldest price used', () => {
    const priced = priceWithKnownPrices(
      [line('LR001', '3'), line('LR002', '2', '12.5')],
      [known('LR001', '12.34', '2026-11-20T09:00:00.000Z'), known('LR002', '165.23', '2026-11-18T15:30:00.000Z')],
    );
    // The worked examples of pricing.test.ts: 12.34 x 3 less 10 % plus 20 %; 165.23 x 2 less 12.5 %, 10 %, plus 20 %.
    expect(priced.lines.map(({ price, discountedPrice, tax, total }) => [price, discountedPrice, tax, total])).toEqual([
      ['37.02', '33.32', '6.66', '39.98'],
      ['289.15', '260.24', '52.05', '312.29'],
    ]);
    expect(priced.totals).toEqual({ price: '326.17', discountedPrice: '293.56', tax: '58.71', total: '352.27' });
    expect(priced.pricedAt).toBe('2026-11-18T15:30:00.000Z');
    expect(priced.unpricedProductIds).toEqual([]);
  });

  it('matches part numbers as the lookup does: trimmed, in upper case', () => {
    const priced = priceWithKnownPrices([line(' lr001 ')], [known('LR001', '10.00', '2026-11-20T09:00:00.000Z')]);
    expect(priced.lines[0]?.unitPrice).toBe('10.00');
  });

  it('prices A/R for one unit, as the server does', () => {
    const priced = priceWithKnownPrices([line('LR001', 'A/R')], [known('LR001', '10.00', '2026-11-20T09:00:00.000Z')]);
    expect(priced.lines[0]).toMatchObject({
      quantity: 'A/R',
      price: '10.00',
      discountedPrice: '9.00',
      tax: '1.80',
      total: '10.80',
    });
  });

  it('shows 0.00 for parts never priced on the device and for # parts, and reports them as unpriced', () => {
    const priced = priceWithKnownPrices(
      [line('LR001'), line('LR404'), line('LR#77')],
      [known('LR001', '5.00', '2026-11-20T09:00:00.000Z')],
    );
    expect(priced.lines.map((priced) => priced.total)).toEqual(['5.40', '0.00', '0.00']);
    expect(priced.unpricedProductIds).toEqual(['LR404', 'LR#77']);
  });

  it('has no date when no price was known', () => {
    const priced = priceWithKnownPrices([line('LR404')], []);
    expect(priced.pricedAt).toBeNull();
    expect(priced.totals.total).toBe('0.00');
  });

  it('keeps the zero rates of the zero-rate user type, which the server priced with', () => {
    const priced = priceWithKnownPrices(
      [line('LR001', '2')],
      [known('LR001', '10.00', '2026-11-20T09:00:00.000Z', { discountRate: '0.00', taxRate: '0.00' })],
    );
    expect(priced.lines[0]).toMatchObject({ price: '20.00', discountedPrice: '20.00', tax: '0.00', total: '20.00' });
  });
});

describe('lookupPartsOfPricedLines: what a server-priced list teaches the device', () => {
  const resolution: RateResolution = {
    zeroRates: false,
    taxRates: new Map([['S', '20']]),
    discountRates: new Map([['A', '10']]),
    hashPartTaxCode: 'S',
    taxRetailerId: '006CC',
    discountRetailerId: '006CC',
  };
  const serverPriced = (): PricedLine[] =>
    priceLines(
      [line('lr001', '3'), line('LR404'), line('LR#77'), line('LR001', '5')],
      [
        {
          apn: 'LR001',
          unitPrice: '12.34',
          discountRate: '99',
          taxRate: '99',
          discountCode: 'A',
          taxCode: 'S',
          apnDesc: 'Disc',
        },
      ],
      resolution,
    ).lines;

  it('keeps each priced part once, with the rates the records resolved, and skips unknown (0.00) and # parts', () => {
    expect(lookupPartsOfPricedLines(serverPriced())).toEqual([
      {
        apn: 'LR001',
        unitPrice: '12.34',
        discountRate: '10.00',
        taxRate: '20.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Part LR001',
      },
    ]);
  });

  it('prices the same list to the same figures offline', () => {
    const online = priceLines(
      [line('LR001', '3', '12.5')],
      [
        {
          apn: 'LR001',
          unitPrice: '165.23',
          discountRate: '',
          taxRate: '',
          discountCode: 'A',
          taxCode: 'S',
          apnDesc: '',
        },
      ],
      resolution,
    );
    const remembered = lookupPartsOfPricedLines(online.lines).map((part) => ({
      ...part,
      pricedAt: '2026-11-20T09:00:00.000Z',
    }));
    const offline = priceWithKnownPrices([line('LR001', '3', '12.5')], remembered);
    expect(offline.lines).toEqual(online.lines);
    expect(offline.totals).toEqual(online.totals);
  });
});

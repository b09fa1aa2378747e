import { describe, expect, it } from 'vitest';
import { moneyFormatter } from '../../../../src/domain/shopping-list/display-amounts';
import {
  offerDateFormatter,
  partOfferView,
  stockView,
  type KeptPartOffer,
} from '../../../../src/domain/shopping-list/part-offer';

const kept: KeptPartOffer = {
  apn: 'SB21-9G546-AA',
  unitPrice: '165.23',
  discountRate: '10.00',
  taxRate: '20.00',
  discountCode: 'A',
  taxCode: 'S',
  apnDesc: 'Cylinder head, lower',
  pricedAt: '2026-11-24T15:30:00.000Z',
  currency: 'GBP',
  availability: { stockQuantity: 4, leadTimeDays: 0 },
};

describe('partOfferView', () => {
  it('shows a value read just now as current: no date', () => {
    expect(partOfferView(kept, true)).toEqual({
      unitPrice: '165.23',
      // One unit less the dealer's 10 % discount, before tax: 165.23 x 0.9 = 148.707, half-up 148.71.
      yourPrice: '148.71',
      discounted: true,
      currency: 'GBP',
      stock: { kind: 'in-stock', quantity: 4 },
    });
  });

  it('dates a kept value shown later, so it is never presented as current', () => {
    expect(partOfferView(kept, false).asOf).toBe('2026-11-24T15:30:00.000Z');
  });

  it('shows the unit price alone when no discount applies (the zero-rate user type, a code no record names)', () => {
    const view = partOfferView({ ...kept, discountRate: '0.00' }, true);
    expect(view).toMatchObject({ unitPrice: '165.23', yourPrice: '165.23', discounted: false });
  });

  it('says the stock is not known for a value kept without availability (a shopping list pricing), and has no currency then', () => {
    const listPrice: KeptPartOffer = { ...kept, availability: undefined, currency: undefined };
    expect(partOfferView(listPrice, false)).toMatchObject({ stock: { kind: 'unknown' }, currency: '' });
  });
});

describe('stockView', () => {
  it('reads units in stock, a lead time when none, and anything else as unknown', () => {
    expect(stockView({ stockQuantity: 12, leadTimeDays: 0 })).toEqual({ kind: 'in-stock', quantity: 12 });
    expect(stockView({ stockQuantity: 0, leadTimeDays: 3 })).toEqual({ kind: 'lead-time', days: 3 });
    expect(stockView({ stockQuantity: 0, leadTimeDays: 0 })).toEqual({ kind: 'unknown' });
    expect(stockView({ stockQuantity: -1, leadTimeDays: 2 })).toEqual({ kind: 'unknown' });
    expect(stockView({ stockQuantity: 1.5, leadTimeDays: 0 })).toEqual({ kind: 'unknown' });
    expect(stockView(undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('formatting a part offer', () => {
  it('dates a kept value by its day in the locale ("Price on 24 Nov 2026")', () => {
    expect(offerDateFormatter('en-GB')(kept.pricedAt)).toBe('24 Nov 2026');
    expect(offerDateFormatter('de-DE')(kept.pricedAt)).toBe('24.11.2026');
  });

  it("shows money in the market's currency with two decimals, in the locale", () => {
    const view = partOfferView(kept, true);
    expect(moneyFormatter('en-GB', view.currency)(view.yourPrice)).toBe('£148.71');
    expect(moneyFormatter('de-DE', 'EUR')(view.unitPrice)).toBe('165,23\u00a0€');
  });
});

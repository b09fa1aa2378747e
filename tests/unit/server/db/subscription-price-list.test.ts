import { describe, expect, it } from 'vitest';
import { markets } from '../../../../src/server/db/demo-data/markets';
import { subscriptionPricesIn } from '../../../../src/server/db/demo-data/subscriptions/subscription-price-list';

const hours = { hour: 1, day: 24, month: 24 * 31, year: 24 * 366 };
const currencies = [...new Set(markets.map((market) => market.currencyCode))];

describe('demo subscription prices (EU 2018/858 Art. 63: proportionate)', () => {
  it.each(currencies)(
    '%s: every period priced, two decimals, more in total and less per hour the longer it is',
    (currency) => {
      const prices = subscriptionPricesIn(currency);
      expect(prices.map((row) => row.period)).toEqual(['hour', 'day', 'month', 'year']);
      for (const row of prices) expect(row.price).toMatch(/^\d+\.\d{2}$/);
      for (let index = 1; index < prices.length; index += 1) {
        const [shorter, longer] = [prices[index - 1], prices[index]];
        if (shorter === undefined || longer === undefined) throw new Error('missing period');
        expect(Number(longer.price)).toBeGreaterThan(Number(shorter.price));
        expect(Number(longer.price) / hours[longer.period]).toBeLessThan(Number(shorter.price) / hours[shorter.period]);
      }
    },
  );

  it('prices pounds as set', () => {
    expect(subscriptionPricesIn('GBP').map((row) => row.price)).toEqual(['2.50', '12.00', '95.00', '790.00']);
  });

  it('refuses a currency it has no rate for rather than inventing a price', () => {
    expect(() => subscriptionPricesIn('XXX')).toThrow('no rate for XXX');
  });
});

import { describe, expect, it } from 'vitest';
import { moneyFormatter, rateFormatter } from '../../../../src/domain/shopping-list/display-amounts';

describe('moneyFormatter: the market currency in the user locale, exact from the string', () => {
  it.each([
    ['en-GB', 'GBP', '1234.5', '£1,234.50'],
    ['en-GB', 'GBP', undefined, '£0.00'],
    // Half-up on the exact digits, as the export writes them.
    ['en-GB', 'GBP', '1.005', '£1.01'],
    ['en-GB', 'GBP', '-2.675', '-£2.68'],
    ['de-DE', 'EUR', '1234.5', '1.234,50\u00a0€'],
    // Yen usually has no decimals; the spec wants two everywhere.
    ['en-GB', 'JPY', '1200', 'JP¥1,200.00'],
    // Beyond 2^53: a float would change the last digits.
    ['en-GB', 'GBP', '12345678901234567.89', '£12,345,678,901,234,567.89'],
  ])('%s %s %j -> %s', (locale, currency, amount, shown) => {
    expect(moneyFormatter(locale, currency)(amount)).toBe(shown);
  });

  it('shows a plain two-decimal number when the currency is unknown or missing', () => {
    expect(moneyFormatter('en-GB', '')('5')).toBe('5.00');
    expect(moneyFormatter('en-GB', 'not a code')('1234.5')).toBe('1,234.50');
  });
});

describe('rateFormatter', () => {
  it.each([
    ['en-GB', '17.5', '17.50'],
    ['de-DE', '17.5', '17,50'],
    ['en-GB', '', '0.00'],
  ])('%s %j -> %s', (locale, rate, shown) => {
    expect(rateFormatter(locale)(rate)).toBe(shown);
  });
});

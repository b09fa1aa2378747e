import { describe, expect, it } from 'vitest';
import { checkPriceAmmend, checkQuantity } from '../../../../src/domain/shopping-list/line-validation';

describe('checkQuantity: a whole number 1 to 9999, or A/R (as required)', () => {
  it.each([
    ['1', '1'],
    ['9999', '9999'],
    [' 12 ', '12'],
    ['007', '7'],
    ['A/R', 'A/R'],
    ['a/r', 'A/R'],
    [' A/r ', 'A/R'],
  ])('accepts %j as %j', (text, value) => {
    expect(checkQuantity(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Enter a quantity.'],
    ['   ', 'Enter a quantity.'],
    ['-1', 'The quantity cannot be negative.'],
    ['- 3', 'The quantity cannot be negative.'],
    ['1.5', 'The quantity must be a whole number.'],
    ['2,5', 'The quantity must be a whole number.'],
    ['.5', 'The quantity must be a whole number.'],
    ['abc', 'The quantity must be a whole number or A/R.'],
    ['1e3', 'The quantity must be a whole number or A/R.'],
    ['+4', 'The quantity must be a whole number or A/R.'],
    ['AR', 'The quantity must be a whole number or A/R.'],
    ['0', 'The quantity must be at least 1.'],
    ['000', 'The quantity must be at least 1.'],
    ['10000', 'The quantity cannot be more than 9999.'],
    ['99999999999999999999999', 'The quantity cannot be more than 9999.'],
  ])('refuses %j: %s', (text, message) => {
    expect(checkQuantity(text)).toEqual({ ok: false, message });
  });
});

describe('checkPriceAmmend: a percentage 0 to 100, at most two decimals (spec: default 0)', () => {
  it.each([
    ['0', '0'],
    ['', '0'],
    ['  ', '0'],
    ['100', '100'],
    ['100.00', '100'],
    ['7.5', '7.5'],
    ['07.50', '7.5'],
    ['12.25', '12.25'],
    ['12,25', '12.25'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['0.01', '0.01'],
    ['99.99', '99.99'],
  ])('accepts %j as %j', (text, value) => {
    expect(checkPriceAmmend(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['-1', 'The price adjustment cannot be negative.'],
    ['-0.5', 'The price adjustment cannot be negative.'],
    ['100.01', 'The price adjustment cannot be more than 100.'],
    ['101', 'The price adjustment cannot be more than 100.'],
    ['123456789', 'The price adjustment cannot be more than 100.'],
    ['1.234', 'The price adjustment can have at most two decimals.'],
    ['ten', 'The price adjustment must be a number from 0 to 100.'],
    ['.', 'The price adjustment must be a number from 0 to 100.'],
    ['5%', 'The price adjustment must be a number from 0 to 100.'],
    ['1.2.3', 'The price adjustment must be a number from 0 to 100.'],
  ])('refuses %j: %s', (text, message) => {
    expect(checkPriceAmmend(text)).toEqual({ ok: false, message });
  });
});

import { describe, expect, it } from 'vitest';
import { checkRate, checkRateCode, rateRecordKey } from '../../../../src/domain/admin/rate-entries';

describe('checkRate: a percentage from 0 to 100, written with two decimals (catalogue spec, section 5)', () => {
  it.each([
    ['7', '7.00'],
    ['12.5', '12.50'],
    [' 20.00 ', '20.00'],
    ['0', '0.00'],
    ['100', '100.00'],
    ['.5', '0.50'],
  ])('%j is written as %s', (text, written) => {
    expect(checkRate(text)).toEqual({ ok: true, value: written });
  });

  it.each([
    ['', 'Enter a rate such as 20 or 12.50.'],
    ['abc', 'Enter a rate such as 20 or 12.50.'],
    ['1e2', 'Enter a rate such as 20 or 12.50.'],
    ['+5', 'Enter a rate such as 20 or 12.50.'],
    ['-1', 'A rate is a percentage from 0 to 100.'],
    ['100.01', 'A rate is a percentage from 0 to 100.'],
    ['12.345', 'A rate has at most two decimals.'],
  ])('%j is refused: %s', (text, problem) => {
    expect(checkRate(text)).toEqual({ ok: false, problem });
  });
});

describe('checkRateCode: codes are trimmed (catalogue spec, section 5)', () => {
  it('trims and keeps the code', () => {
    expect(checkRateCode('  A1_b-2 ')).toEqual({ ok: true, value: 'A1_b-2' });
  });

  it.each([
    ['   ', 'Enter a code.'],
    ['A B', 'A code is up to 32 letters, digits, "_" or "-".'],
    ['x'.repeat(33), 'A code is up to 32 letters, digits, "_" or "-".'],
  ])('%j is refused', (text, problem) => {
    expect(checkRateCode(text)).toEqual({ ok: false, problem });
  });
});

it('keys a record by retailer and market, as the seed does', () => {
  expect(rateRecordKey('006CC', 'GB-1')).toBe('006CC-GB-1');
});

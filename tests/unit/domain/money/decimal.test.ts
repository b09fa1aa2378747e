import { describe, expect, it } from 'vitest';
import {
  add,
  compareDecimals,
  decimalToString,
  divideBy100,
  formatDecimal,
  isDecimalText,
  multiply,
  parseDecimal,
  roundHalfUp,
  subtract,
  sum,
  twoDecimals,
} from '../../../../src/domain/money/decimal';

const d = parseDecimal;
const text = decimalToString;

describe('parseDecimal and decimalToString: exact, scale kept', () => {
  it.each([
    ['12.345', '12.345'],
    ['0', '0'],
    ['-0.5', '-0.5'],
    ['1.50', '1.50'],
    ['.25', '0.25'],
    ['3.', '3'],
    ['+7', '7'],
    ['007.10', '7.10'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ])('%s -> %s', (input, expected) => {
    expect(text(d(input))).toBe(expected);
  });

  it.each(['', '.', '-', '1e3', '1,5', ' 1', 'abc', '1.2.3', 'NaN', 'Infinity'])('refuses %j', (input) => {
    expect(isDecimalText(input)).toBe(false);
    expect(() => d(input)).toThrow(RangeError);
  });
});

describe('arithmetic where binary floats go wrong', () => {
  it('0.1 + 0.2 is exactly 0.3 (floats: 0.30000000000000004)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(compareDecimals(add(d('0.1'), d('0.2')), d('0.3'))).toBe(0);
    expect(text(add(d('0.1'), d('0.2')))).toBe('0.3');
  });

  it('19.99 x 3 is exactly 59.97', () => {
    expect(text(multiply(d('19.99'), d('3')))).toBe('59.97');
  });

  it('1.15 x 100 is exactly 115.00 (floats: 114.99999999999999)', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(text(multiply(d('1.15'), d('100')))).toBe('115.00');
  });

  it('subtracts, sums and divides by 100 exactly', () => {
    expect(text(subtract(d('1'), d('0.9')))).toBe('0.1');
    expect(text(subtract(d('1.10'), d('2.2')))).toBe('-1.10');
    expect(text(sum([d('0.1'), d('0.1'), d('0.1')]))).toBe('0.3');
    expect(text(sum([]))).toBe('0');
    expect(text(divideBy100(d('17.5')))).toBe('0.175');
    expect(text(divideBy100(d('-3')))).toBe('-0.03');
  });
});

describe('roundHalfUp: ties away from zero', () => {
  it.each([
    // Floats give 1.00 for 1.005 (1.00499999999999989...) and 2.67 for 2.675.
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['8.675', '8.68'],
    ['10.235', '10.24'],
    ['1.004999', '1.00'],
    ['0.125', '0.13'],
    ['2.665', '2.67'],
    ['0.005', '0.01'],
    ['0.0049', '0.00'],
    ['-1.005', '-1.01'],
    ['-0.004', '0.00'],
    ['7', '7.00'],
    ['59.97', '59.97'],
  ])('%s -> %s', (input, expected) => {
    expect(text(roundHalfUp(d(input), 2))).toBe(expected);
    expect(formatDecimal(d(input))).toBe(expected);
  });

  it('shows what the float routes would have shown, to prove the cases matter', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(Math.round(1.005 * 100) / 100).toBe(1);
  });

  it('rounds to other places too', () => {
    expect(text(roundHalfUp(d('12.345'), 0))).toBe('12');
    expect(text(roundHalfUp(d('12.5'), 0))).toBe('13');
    expect(text(roundHalfUp(d('12.345'), 4))).toBe('12.3450');
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1.50', '1.5', 0],
    ['1.49', '1.5', -1],
    ['2', '1.999', 1],
    ['-0.01', '0', -1],
    ['0.00', '-0', 0],
  ] as const)('%s vs %s -> %s', (a, b, expected) => {
    expect(compareDecimals(d(a), d(b))).toBe(expected);
  });
});

describe('twoDecimals: every money and rate field on screen and in exports, 0.00 when missing (catalogue spec, section 3)', () => {
  it.each([
    ['7', '7.00'],
    ['7.5', '7.50'],
    ['7.', '7.00'],
    ['.5', '0.50'],
    ['+3.1', '3.10'],
    // Halves go up, away from zero; floats would give 1.00 and 2.67.
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['2.995', '3.00'],
    ['1.0049999', '1.00'],
    ['-2.675', '-2.68'],
    ['-0.005', '-0.01'],
    // A negative that rounds to nothing loses its sign.
    ['-0.004', '0.00'],
    ['-0', '0.00'],
    ['123456789012345678.125', '123456789012345678.13'],
    ['  12.30 ', '12.30'],
    ['', '0.00'],
    ['   ', '0.00'],
    [undefined, '0.00'],
    ['abc', '0.00'],
    ['-', '0.00'],
    ['.', '0.00'],
    ['1e3', '0.00'],
    ['1,5', '0.00'],
  ])('%j -> %s', (amount, shown) => {
    expect(twoDecimals(amount)).toBe(shown);
  });
});

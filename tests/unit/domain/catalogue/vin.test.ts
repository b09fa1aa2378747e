import { describe, expect, it } from 'vitest';
import { checkVin, computeVinCheckDigit, marketUsesVinCheckDigit } from '../../../../src/domain/catalogue/vin';

// Published VINs whose 9th character is the ISO 3779 / 49 CFR 565 check digit.
const publishedValidVins = [
  ['1M8GDM9AXKP042788', 'X', 'the classic worked example (remainder 10 gives X)'],
  ['11111111111111111', '1', 'seventeen ones, the well-known self-checking VIN'],
  ['1HGCM82633A004352', '3', 'Honda Accord, a common decoder sample'],
  ['JH4KA7561PC008269', '1', 'Acura Legend, a common decoder sample'],
  ['1G1JC5444R7252367', '4', 'Chevrolet Cavalier, a common decoder sample'],
] as const;

describe('computeVinCheckDigit: transliterate, weigh 8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2, sum mod 11, 10 -> X', () => {
  it.each(publishedValidVins)('%s -> %s (%s)', (vin, digit) => {
    expect(computeVinCheckDigit(vin)).toBe(digit);
  });

  it.each([
    ['1M8GDM9AXKP04278', 'too short'],
    ['1M8GDM9AXKP0427880', 'too long'],
    ['1M8GDM9AXKP04278O', 'holds an O'],
    ['1M8GDM9AXKP04278-', 'holds a hyphen'],
  ])('%s has none (%s)', (vin) => {
    expect(computeVinCheckDigit(vin)).toBeNull();
  });

  it('does not count position 9 towards itself', () => {
    expect(computeVinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });
});

describe('checkVin: valid VINs', () => {
  it.each(publishedValidVins)('%s is valid, check digit %s, whatever the market', (vin) => {
    expect(checkVin(vin)).toEqual({ ok: true, vin, checkDigit: 'valid' });
    expect(checkVin(vin, { checkDigitRequired: true })).toEqual({ ok: true, vin, checkDigit: 'valid' });
  });

  it.each([
    ['1m8gdm9axkp042788', 'lowercase is upper-cased'],
    ['  1M8GDM9AXKP042788  ', 'surrounding spaces are trimmed'],
    ['\t1m8gdm9axKP042788\n', 'both at once'],
  ])('%j -> 1M8GDM9AXKP042788 (%s)', (input) => {
    expect(checkVin(input)).toEqual({ ok: true, vin: '1M8GDM9AXKP042788', checkDigit: 'valid' });
  });
});

describe('checkVin: the check digit is enforced only where the market uses it', () => {
  it.each([
    ['WP0ZZZ99ZTS392124', 'a European Porsche VIN with Z in position 9'],
    ['1M8GDM9A1KP042788', 'the classic example with 1 in place of X'],
    ['11111111111111112', 'seventeen ones with the last one changed'],
  ])('%s (%s): reported as not-used when not required', (vin) => {
    expect(checkVin(vin)).toEqual({ ok: true, vin, checkDigit: 'not-used' });
    expect(checkVin(vin, { checkDigitRequired: false })).toEqual({ ok: true, vin, checkDigit: 'not-used' });
  });

  it.each([['WP0ZZZ99ZTS392124'], ['1M8GDM9A1KP042788'], ['11111111111111112']])(
    '%s: an error when required',
    (vin) => {
      expect(checkVin(vin, { checkDigitRequired: true })).toEqual({
        ok: false,
        reason: 'check-digit',
        message: 'The check digit (9th character) does not match the rest of this VIN.',
      });
    },
  );
});

describe('checkVin: bad inputs', () => {
  it.each([
    ['1M8GDM9AXKP04278', 16],
    ['1M8GDM9AXKP0427881', 18],
    ['SAJAA1234', 9],
    ['', 0],
    ['   ', 0],
  ])('%j: "A VIN has 17 characters; this one has %i."', (input, length) => {
    expect(checkVin(input)).toEqual({
      ok: false,
      reason: 'length',
      message: `A VIN has 17 characters; this one has ${length}.`,
    });
  });

  it.each([
    ['1M8GDM9AXKP04278I', 'I'],
    ['OM8GDM9AXKP042788', 'O'],
    ['1M8GDM9AXKQ042788', 'Q'],
    ['1m8gdm9axkp04278o', 'lowercase o'],
  ])('%s holds %s: "A VIN never contains the letters I, O or Q."', (input) => {
    expect(checkVin(input, { checkDigitRequired: true })).toEqual({
      ok: false,
      reason: 'characters',
      message: 'A VIN never contains the letters I, O or Q.',
    });
  });

  it.each([
    ['1M8GDM9AXKP-42788', 'a hyphen'],
    ['1M8GDM9AX P042788', 'an inner space'],
    ['1M8GDM9AXKP04278*', 'punctuation'],
    ['1M8GDM9AXKP04278É', 'an accented letter'],
  ])('%s holds %s', (input) => {
    expect(checkVin(input)).toEqual({
      ok: false,
      reason: 'characters',
      message: 'A VIN contains only the letters A to Z (never I, O or Q) and the digits 0 to 9.',
    });
  });
});

describe('marketUsesVinCheckDigit: the North American markets', () => {
  it.each([
    ['US', true],
    ['CA', true],
    ['MX', true],
    ['us', true],
    [' USA ', true],
    ['CAN', true],
    ['MEX', true],
    ['GB', false],
    ['DE', false],
    ['CN', false],
    ['', false],
  ])('%j -> %s', (market, expected) => {
    expect(marketUsesVinCheckDigit(market)).toBe(expected);
  });
});

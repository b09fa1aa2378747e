import { describe, expect, it } from 'vitest';
import { decodeKeyOf, parseVinTerm } from '../../../../src/client/features/catalogue/vehicle/vin-term';

describe('parseVinTerm: one route, /vin-decoder/:vinTerm, for VINs and registration numbers', () => {
  it.each<[string, string]>([
    ['LG24 NTY', 'LG24 NTY'],
    ['lg24nty', 'LG24NTY'],
    ['  ab12   cde ', 'AB12 CDE'],
    ['12345', '12345'],
  ])('"%s" looks like a registration number', (term, registration) => {
    expect(parseVinTerm(term, false)).toEqual({ kind: 'registration', registration });
  });

  it('takes 17 letters and digits as a VIN, spaces ignored, and checks it', () => {
    expect(parseVinTerm('sarsb21d1nh000001', false)).toEqual({
      kind: 'vin',
      check: { ok: true, vin: 'SARSB21D1NH000001', checkDigit: 'valid' },
    });
    expect(parseVinTerm('SARSB21D1 NH000001', false)).toMatchObject({ kind: 'vin', check: { ok: true } });
  });

  it.each<[string, string]>([
    ['SARSB21D1NH00000O', 'characters'],
    ['SARSB21D1NH0000011', 'length'],
    ['ABCDEFG', 'length'],
    ['', 'length'],
    ['SARSB21D1NH00000-', 'characters'],
  ])('"%s" is a VIN with something wrong (%s)', (term, reason) => {
    expect(parseVinTerm(term, false)).toMatchObject({ kind: 'vin', check: { ok: false, reason } });
  });

  it('reports a wrong check digit where the market does not use one, refuses it where it does', () => {
    expect(parseVinTerm('SARSB21D2NH000001', false)).toMatchObject({
      kind: 'vin',
      check: { ok: true, checkDigit: 'not-used' },
    });
    expect(parseVinTerm('SARSB21D2NH000001', true)).toMatchObject({
      kind: 'vin',
      check: { ok: false, reason: 'check-digit' },
    });
  });
});

describe('decodeKeyOf: what the decoder is asked for', () => {
  it('sends a registration as regNum, a good VIN as vin, and nothing for a bad VIN', () => {
    expect(decodeKeyOf(parseVinTerm('LG24 NTY', false))).toEqual({ regNum: 'LG24 NTY' });
    expect(decodeKeyOf(parseVinTerm('sarsb21d1nh000001', false))).toEqual({ vin: 'SARSB21D1NH000001' });
    expect(decodeKeyOf(parseVinTerm('SARSB21D2NH000001', false))).toEqual({ vin: 'SARSB21D2NH000001' });
    expect(decodeKeyOf(parseVinTerm('SARSB21D2NH000001', true))).toBeNull();
    expect(decodeKeyOf(parseVinTerm('SARSB21D1NH00000O', false))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  readDiscountRecord,
  readMarketTaxEntries,
  readTaxRecord,
  taxCodeOfMarketEntry,
} from '../../../../src/domain/shopping-list/pricing-records';

describe('reading the pricing custom objects (catalogue spec, section 3)', () => {
  it('reads EpcTaxRecords entries written as JSON strings of value and code', () => {
    const record = readTaxRecord({
      c_retailerId: '006CC',
      c_market: 'GB',
      c_taxRecords: ['{"value":"20.00","code":"S"}', '{"value":5,"code":"R"}', { value: '0.00', code: 'Z' }],
    });
    expect(record).toEqual({
      retailerId: '006CC',
      market: 'GB',
      rates: [
        { code: 'S', rate: '20.00' },
        { code: 'R', rate: '5' },
        { code: 'Z', rate: '0.00' },
      ],
    });
  });

  it('reads EpcDiscountRecords keyed name:code, and as a list too', () => {
    const keyed = readDiscountRecord({
      c_retailerId: 'default',
      c_market: 'GB-1',
      c_discountRecords: { 'default:A': { value: '10.00', code: 'A' } },
    });
    expect(keyed).toEqual({ retailerId: 'default', market: 'GB-1', rates: [{ code: 'A', rate: '10.00' }] });
    const listed = readDiscountRecord({
      c_retailerId: 'default',
      c_market: 'GB',
      c_discountRecords: ['{"value":"12.5","code":" B "}'],
    });
    expect(listed?.rates).toEqual([{ code: 'B', rate: '12.5' }]);
  });

  it('skips entries that are not a code with a rate from 0 to 100, keeping the rest', () => {
    const record = readTaxRecord({
      c_retailerId: 'default',
      c_market: 'GB',
      c_taxRecords: [
        'not json',
        '{"value":"101","code":"X"}',
        '{"value":"-1","code":"Y"}',
        '{"value":"1e2","code":"E"}',
        '{"code":"N"}',
        '{"value":"7"}',
        null,
        '{"value":"100","code":"H"}',
      ],
    });
    expect(record?.rates).toEqual([{ code: 'H', rate: '100' }]);
  });

  it('reads nothing from a record without retailer or market', () => {
    expect(readTaxRecord({ c_market: 'GB', c_taxRecords: [] })).toBeUndefined();
    expect(readDiscountRecord({ c_retailerId: 'default' })).toBeUndefined();
    expect(readTaxRecord({ c_retailerId: 'default', c_market: 'GB' })?.rates).toEqual([]);
  });

  it('reads EpcMarketToTax entries, whose third space-separated word is the tax code', () => {
    expect(readMarketTaxEntries({ c_taxRecords: ['GB VAT S Standard rate', 7, 'GB  VAT   Z'] })).toEqual([
      'GB VAT S Standard rate',
      'GB  VAT   Z',
    ]);
    expect(readMarketTaxEntries({})).toEqual([]);
    expect(taxCodeOfMarketEntry('GB VAT S Standard rate')).toBe('S');
    expect(taxCodeOfMarketEntry('  GB  VAT   Z ')).toBe('Z');
    expect(taxCodeOfMarketEntry('GB VAT')).toBeUndefined();
  });
});

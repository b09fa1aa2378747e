/**
 * The tax and discount custom objects pricing reads (catalogue spec, section 3), turned from
 * stored records into plain rates. Records are written by admins and by older clients, so the
 * readers are lenient: an entry may be a JSON string or an object, a value a string or a
 * number, and an entry that is not a code with a rate from 0 to 100 is skipped rather than
 * failing the whole list.
 *
 * - EpcTaxRecords: c_retailerId, c_market, c_taxRecords: entries { value, code }, each a JSON
 *   string, e.g. '{"value":"20.00","code":"S"}'.
 * - EpcDiscountRecords: c_retailerId, c_market (the market, market-1 or market-2),
 *   c_discountRecords: entries keyed name:code, e.g. { "default:A": { "value": "10.00",
 *   "code": "A" } } (an array of entries is read too).
 * - EpcMarketToTax: key_value_string the market, c_taxRecords: text entries whose third
 *   space-separated word is a tax code, e.g. 'GB VAT S Standard rate'.
 */
import { compareDecimals, isDecimalText, parseDecimal } from '../money/decimal';

/** One code and its percentage, the rate as exact decimal text ('20.00', '12.5'). */
export interface CodeRate {
  code: string;
  rate: string;
}

/** The rates one record gives one retailer in one market. */
export interface RetailerRates {
  retailerId: string;
  market: string;
  rates: CodeRate[];
}

const hundred = parseDecimal('100');

function asRate(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !isDecimalText(text.trim())) return undefined;
  const rate = parseDecimal(text.trim());
  return rate.units < 0n || compareDecimals(rate, hundred) > 0 ? undefined : text.trim();
}

function asEntry(entry: unknown): CodeRate | undefined {
  let parsed: unknown = entry;
  if (typeof entry === 'string') {
    try {
      parsed = JSON.parse(entry);
    } catch {
      return undefined;
    }
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const { code, value } = parsed as { code?: unknown; value?: unknown };
  const rate = asRate(value);
  if (typeof code !== 'string' || code.trim() === '' || rate === undefined) return undefined;
  return { code: code.trim(), rate };
}

/** The entries of a list or of a map keyed name:code, in their stored order. */
function entriesOf(field: unknown): unknown[] {
  if (Array.isArray(field)) return field;
  if (field !== null && typeof field === 'object') return Object.values(field);
  return [];
}

function readRates(data: Readonly<Record<string, unknown>>, field: string): RetailerRates | undefined {
  const { c_retailerId: retailerId, c_market: market } = data;
  if (typeof retailerId !== 'string' || typeof market !== 'string') return undefined;
  const rates = entriesOf(data[field]).flatMap((entry) => asEntry(entry) ?? []);
  return { retailerId, market, rates };
}

/** An EpcTaxRecords record's rates; undefined when it names no retailer or market. */
export function readTaxRecord(data: Readonly<Record<string, unknown>>): RetailerRates | undefined {
  return readRates(data, 'c_taxRecords');
}

/** An EpcDiscountRecords record's rates; undefined when it names no retailer or market. */
export function readDiscountRecord(data: Readonly<Record<string, unknown>>): RetailerRates | undefined {
  return readRates(data, 'c_discountRecords');
}

/** The text entries of an EpcMarketToTax record. */
export function readMarketTaxEntries(data: Readonly<Record<string, unknown>>): string[] {
  return entriesOf(data['c_taxRecords']).filter((entry): entry is string => typeof entry === 'string');
}

/** The tax code of a market tax map entry: its third space-separated word. */
export function taxCodeOfMarketEntry(entry: string): string | undefined {
  return entry.trim().split(/\s+/)[2];
}

/**
 * The price lookup's parts (catalogue spec, section 7): a price row with the rates its tax
 * and discount codes have in the resolved records, two decimals each, 0.00 for a code the
 * records do not name (or for every code of the zero-rate user type).
 */
import { formatDecimal, parseDecimal } from '../../domain/money/decimal';
import type { RateResolution } from '../../domain/shopping-list/rate-resolution';
import type { PriceLookupPart } from '../../domain/shopping-list/shopping-list-contracts';
import type { PartPriceRow } from './find-part-prices';

function rateText(code: string, rates: ReadonlyMap<string, string>, zeroRates: boolean): string {
  const rate = zeroRates ? undefined : rates.get(code);
  return formatDecimal(parseDecimal(rate ?? '0'));
}

export function toPriceLookupParts(rows: readonly PartPriceRow[], resolution: RateResolution): PriceLookupPart[] {
  return rows.map((row) => ({
    apn: row.apn,
    unitPrice: row.unitPrice,
    discountRate: rateText(row.discountCode, resolution.discountRates, resolution.zeroRates),
    taxRate: rateText(row.taxCode, resolution.taxRates, resolution.zeroRates),
    discountCode: row.discountCode,
    taxCode: row.taxCode,
    apnDesc: row.apnDesc,
  }));
}

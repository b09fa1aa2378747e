/**
 * Pricing the list on the device, for when the price service cannot be reached (issue 5:
 * "Offline, the list keeps working with the last known prices, labelled with their date").
 *
 * What the device keeps is the last unit price, codes and rates the server priced each part
 * with: the rates in a priced line are already those the user's retailer records resolved
 * (or 0 for the zero-rate user type), so pricing from them again needs no records, only the
 * section 9 formula. A part the device has never seen priced, or one with '#' in its number
 * (never looked up), is priced at 0.00 and reported as unpriced, so the screen can say so.
 */
import { isDecimalText, parseDecimal } from '../money/decimal';
import { isLookedUpPartNumber, normalisePartNumber, priceLines, type PricedList } from './pricing';
import type { RateResolution } from './rate-resolution';
import type { PriceLookupPart, PricedLine, ShoppingListLine } from './shopping-list-contracts';

/** A lookup part as the device keeps it, with the ISO date-time of the pricing it came from. */
export interface KnownLookupPart extends PriceLookupPart {
  pricedAt: string;
}

export interface KnownPricedList extends PricedList {
  /** The date-time of the oldest price used (the one the label must own up to); null when none was known. */
  pricedAt: string | null;
  /** Lines the device had no price for. */
  unpricedProductIds: string[];
}

/** Rates come with the known parts themselves, so no records are resolved again. */
const ratesFromKnownParts: RateResolution = {
  zeroRates: false,
  taxRates: new Map(),
  discountRates: new Map(),
  hashPartTaxCode: undefined,
  taxRetailerId: '',
  discountRetailerId: '',
};

/**
 * The lookup parts a server-priced list tells the device, one per part number. Lines priced
 * 0 are left out: the server prices a part it does not know at 0.00, and remembering that
 * would hide a real price the device may already know.
 */
export function lookupPartsOfPricedLines(lines: readonly PricedLine[]): PriceLookupPart[] {
  const parts = new Map<string, PriceLookupPart>();
  for (const line of lines) {
    const apn = normalisePartNumber(line.partNumber);
    if (!isLookedUpPartNumber(apn) || !isDecimalText(line.unitPrice) || parseDecimal(line.unitPrice).units === 0n)
      continue;
    parts.set(apn, {
      apn,
      unitPrice: line.unitPrice,
      discountRate: line.discountRate,
      taxRate: line.taxRate,
      discountCode: line.discountCode,
      taxCode: line.taxCode,
      apnDesc: line.partDescription,
    });
  }
  return [...parts.values()];
}

/** Prices the lines with the known parts by the section 9 formula (see the header). */
export function priceWithKnownPrices(
  lines: readonly ShoppingListLine[],
  known: readonly KnownLookupPart[],
): KnownPricedList {
  const knownByNumber = new Map(known.map((part) => [normalisePartNumber(part.apn), part]));
  const used = lines.flatMap((line) => {
    const part = isLookedUpPartNumber(line.partNumber)
      ? knownByNumber.get(normalisePartNumber(line.partNumber))
      : undefined;
    return part === undefined ? [] : [part];
  });
  const priced = priceLines(lines, used, ratesFromKnownParts);
  const usedNumbers = new Set(used.map((part) => normalisePartNumber(part.apn)));
  const dates = used.map((part) => part.pricedAt).sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    ...priced,
    pricedAt: dates[0] ?? null,
    unpricedProductIds: lines
      .filter((line) => !usedNumbers.has(normalisePartNumber(line.partNumber)))
      .map((line) => line.productId),
  };
}

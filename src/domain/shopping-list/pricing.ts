/**
 * Prices a shopping list by the formula of catalogue spec section 9, in exact decimals:
 *
 *   price           = unitPrice x quantity x (1 - priceAmmend/100)
 *   discountedPrice = price x (1 - discountRate/100)
 *   tax             = discountedPrice x taxRate/100
 *   total           = discountedPrice + tax
 *
 * Rounding: each money field is rounded half-up to two decimals as soon as it is computed
 * (src/domain/money/decimal.ts says why half-up), and the next step starts from the rounded
 * figure, the one the dealer sees. So every line reads like an invoice line: tax is the shown
 * discounted price times the rate, and total is exactly the shown discounted price plus the
 * shown tax. The list totals are the sums of the rounded line figures, as an invoice adds
 * its lines, so totals.total is always totals.discountedPrice + totals.tax to the penny.
 *
 * Quantity A/R (as required) is priced for one unit: the dealer sees what one costs and
 * orders as many as the job takes, rather than a misleading 0.00. The line keeps 'A/R' as
 * its quantity, which is how the list shows that the figures are per unit.
 *
 * A part the lookup does not know, or one with '#' in its number (never looked up), has no
 * unit price: its money fields show 0.00, as the spec shows every missing amount.
 * priceAmmend and quantity are returned as the user typed them; money and rates are decimal
 * strings with two decimals.
 */
import {
  add,
  compareDecimals,
  divideBy100,
  formatDecimal,
  isDecimalText,
  multiply,
  one,
  parseDecimal,
  roundHalfUp,
  subtract,
  sum,
  zero,
  type Decimal,
} from '../money/decimal';
import type { RateResolution } from './rate-resolution';
import {
  asRequired,
  type LineQuantity,
  type ListTotals,
  type PriceLookupPart,
  type PricedLine,
  type ShoppingListLine,
} from './shopping-list-contracts';

/** The four money figures of a line; a list's totals have the same shape. */
export type PriceFigures = ListTotals;

export interface PricedList {
  lines: PricedLine[];
  totals: ListTotals;
}

/** What the formula needs for one line: decimal strings, quantity as the list keeps it. */
export interface LineAmounts {
  unitPrice: string;
  quantity: LineQuantity;
  priceAmmend: string;
  discountRate: string;
  taxRate: string;
}

/** Catalogue spec, section 5: part numbers containing '#' are left out of the price lookup. */
export function isLookedUpPartNumber(partNumber: string): boolean {
  return !partNumber.includes('#');
}

/** How part numbers are compared with the lookup's apn: trimmed, upper case. */
export const normalisePartNumber = (partNumber: string) => partNumber.trim().toUpperCase();

/** The distinct part numbers of the list to send to the price lookup, in list order. */
export function priceLookupPartNumbers(lines: readonly Pick<ShoppingListLine, 'partNumber'>[]): string[] {
  return [...new Set(lines.map((line) => normalisePartNumber(line.partNumber)))].filter(
    (partNumber) => partNumber !== '' && isLookedUpPartNumber(partNumber),
  );
}

/** The number of units a quantity prices: A/R prices one (see the header). */
export function pricedQuantity(quantity: LineQuantity): Decimal {
  if (quantity === asRequired) return one;
  if (!/^\d+$/.test(quantity)) throw new RangeError(`'${quantity}' is not a quantity.`);
  return parseDecimal(quantity);
}

const hundred = parseDecimal('100');
const percentOff = (rate: Decimal) => subtract(one, divideBy100(rate));
const money = (value: Decimal) => roundHalfUp(value, 2);
const orZero = (text: string) => (text.trim() === '' ? zero : parseDecimal(text.trim()));

/** A percentage from 0 to 100 ('' counts as 0); anything else is a RangeError, never a price. */
function percentage(text: string, field: string): Decimal {
  const value = orZero(text);
  if (value.units < 0n || compareDecimals(value, hundred) > 0)
    throw new RangeError(`${field} '${text}' is not from 0 to 100.`);
  return value;
}

function lineFigures(amounts: LineAmounts): Record<keyof PriceFigures, Decimal> {
  const gross = multiply(orZero(amounts.unitPrice), pricedQuantity(amounts.quantity));
  const price = money(multiply(gross, percentOff(percentage(amounts.priceAmmend, 'priceAmmend'))));
  const discountedPrice = money(multiply(price, percentOff(percentage(amounts.discountRate, 'discountRate'))));
  const tax = money(multiply(discountedPrice, divideBy100(percentage(amounts.taxRate, 'taxRate'))));
  return { price, discountedPrice, tax, total: add(discountedPrice, tax) };
}

/** The section 9 formula for one line, each figure with two decimals. */
export function priceFigures(amounts: LineAmounts): PriceFigures {
  const figures = lineFigures(amounts);
  return {
    price: formatDecimal(figures.price),
    discountedPrice: formatDecimal(figures.discountedPrice),
    tax: formatDecimal(figures.tax),
    total: formatDecimal(figures.total),
  };
}

/** A rate from the resolved records, else the lookup's own, else 0. */
function rateOf(code: string, resolved: ReadonlyMap<string, string>, fromLookup: string | undefined): string {
  const rate = (code === '' ? undefined : resolved.get(code)) ?? fromLookup;
  return rate !== undefined && isDecimalText(rate) ? rate : '0';
}

/**
 * Prices each line with the lookup's unit prices and codes and the resolved rates, and adds
 * the rounded line figures into the list totals.
 */
export function priceLines(
  lines: readonly ShoppingListLine[],
  lookupParts: readonly PriceLookupPart[],
  resolution: RateResolution,
): PricedList {
  const partsByNumber = new Map(lookupParts.map((part) => [normalisePartNumber(part.apn), part]));
  const sums = {
    price: [] as Decimal[],
    discountedPrice: [] as Decimal[],
    tax: [] as Decimal[],
    total: [] as Decimal[],
  };
  const priced = lines.map((line): PricedLine => {
    const lookedUp = isLookedUpPartNumber(line.partNumber);
    const part = lookedUp ? partsByNumber.get(normalisePartNumber(line.partNumber)) : undefined;
    const unitPrice = part !== undefined && isDecimalText(part.unitPrice) ? part.unitPrice : '0';
    const taxCode = lookedUp ? (part?.taxCode ?? '') : (resolution.hashPartTaxCode ?? '');
    const discountCode = part?.discountCode ?? '';
    const taxRate = resolution.zeroRates ? '0' : rateOf(taxCode, resolution.taxRates, part?.taxRate);
    const discountRate = resolution.zeroRates
      ? '0'
      : rateOf(discountCode, resolution.discountRates, part?.discountRate);
    const figures = lineFigures({
      unitPrice,
      quantity: line.quantity,
      priceAmmend: line.priceAmmend,
      discountRate,
      taxRate,
    });
    sums.price.push(figures.price);
    sums.discountedPrice.push(figures.discountedPrice);
    sums.tax.push(figures.tax);
    sums.total.push(figures.total);
    return {
      productId: line.productId,
      partNumber: line.partNumber,
      partDescription: line.partDescription === '' ? (part?.apnDesc ?? '') : line.partDescription,
      quantity: line.quantity,
      priceAmmend: line.priceAmmend,
      unitPrice: formatDecimal(parseDecimal(unitPrice)),
      price: formatDecimal(figures.price),
      discountCode,
      discountRate: formatDecimal(parseDecimal(discountRate)),
      discountedPrice: formatDecimal(figures.discountedPrice),
      taxRate: formatDecimal(parseDecimal(taxRate)),
      taxCode,
      tax: formatDecimal(figures.tax),
      total: formatDecimal(figures.total),
    };
  });
  return {
    lines: priced,
    totals: {
      price: formatDecimal(sum(sums.price)),
      discountedPrice: formatDecimal(sum(sums.discountedPrice)),
      tax: formatDecimal(sum(sums.tax)),
      total: formatDecimal(sum(sums.total)),
    },
  };
}

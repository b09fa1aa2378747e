/**
 * Exact decimal arithmetic for money and rates: a value is a BigInt count of units of
 * 10^-scale, so '0.1' + '0.2' is exactly '0.3' and 1.005 rounds to 1.01, where binary
 * floats give 0.30000000000000004 and 1.00 (1.005 is stored as 1.00499999...). Pricing never
 * touches a JavaScript number: figures arrive and leave as decimal strings.
 *
 * Rounding is half-up, ties away from zero (0.5 of a cent goes up; -0.005 goes to -0.01),
 * the same as Excel's ROUND and Java's ROUND_HALF_UP. Dealers check a list against a
 * calculator or a spreadsheet and expect half a penny to round up, as on a paper invoice;
 * banker's rounding (half-even) would turn 2.665 into 2.66 and look like an error to them.
 */

export interface Decimal {
  /** The value times 10^scale. */
  readonly units: bigint;
  /** Digits after the decimal point; never negative. */
  readonly scale: number;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** True when text is a plain decimal like '12', '-0.5', '.25' or '3.'; no exponents, no spaces. */
export function isDecimalText(text: string): boolean {
  const match = decimalPattern.exec(text);
  return match !== null && `${match[2] ?? ''}${match[3] ?? ''}`.length > 0;
}

/** Reads a decimal string exactly; throws a RangeError for anything else (no exponents, no spaces). */
export function parseDecimal(text: string): Decimal {
  const match = decimalPattern.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (match === null || whole.length + fraction.length === 0)
    throw new RangeError(`'${text}' is not a decimal number.`);
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: match[1] === '-' ? -magnitude : magnitude, scale: fraction.length };
}

export const zero: Decimal = { units: 0n, scale: 0 };
export const one: Decimal = { units: 1n, scale: 0 };

const powerOfTen = (exponent: number) => 10n ** BigInt(exponent);

/** The same value with more digits after the point. */
function rescale(value: Decimal, scale: number): bigint {
  return value.units * powerOfTen(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) - rescale(b, scale), scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** A percentage as a fraction: exact, because dividing by 100 only moves the point. */
export function divideBy100(value: Decimal): Decimal {
  return { units: value.units, scale: value.scale + 2 };
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce(add, zero);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b ('1.50' equals '1.5'). */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = subtract(a, b).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Rounds to `places` digits after the point, half-up with ties away from zero (see the header). */
export function roundHalfUp(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return { units: rescale(value, places), scale: places };
  const divisor = powerOfTen(value.scale - places);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale: places };
}

/** Exact text of the value with exactly `scale` digits after the point: '1.50' stays '1.50'. */
export function decimalToString(value: Decimal): string {
  const digits = (value.units < 0n ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const sign = value.units < 0n ? '-' : '';
  if (value.scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
}

/** The value as shown: rounded half-up to `places` (2 for money and rates) and padded, '7' -> '7.00'. */
export function formatDecimal(value: Decimal, places = 2): string {
  return decimalToString(roundHalfUp(value, places));
}

/**
 * A money or rate field as shown and exported: two decimals, half-up; text that is not a
 * plain decimal (missing, empty, 'abc', '1e3') counts as no amount, 0.00, as the spec asks.
 */
export function twoDecimals(amount: string | undefined): string {
  const text = amount?.trim() ?? '';
  return isDecimalText(text) ? formatDecimal(parseDecimal(text)) : '0.00';
}

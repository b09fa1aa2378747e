/**
 * The checks on what a user types into a list line (issue 5: "negative, non-numeric or absurd
 * quantities, a priceAmmend outside 0-100 get a clear message next to the field and change
 * nothing"). Client and server run the same checks, so a value the screen accepted is never
 * refused at sync, and the server still refuses what a broken or hostile client sends.
 */
import { asRequired, type LineQuantity } from './shopping-list-contracts';

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export const maxQuantity = 9999;
export const maxPriceAmmend = 100;

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = <T>(message: string): FieldCheck<T> => ({ ok: false, message });

/** A whole number from 1 to 9999, or A/R in any case; answers the digits without leading zeros, or 'A/R'. */
export function checkQuantity(text: string): FieldCheck<LineQuantity> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('Enter a quantity.');
  if (trimmed.toUpperCase() === asRequired) return ok(asRequired);
  if (/^-\s*\d/.test(trimmed)) return fail('The quantity cannot be negative.');
  if (/^\d*[.,]\d+$/.test(trimmed)) return fail('The quantity must be a whole number.');
  if (!/^\d+$/.test(trimmed)) return fail('The quantity must be a whole number or A/R.');
  const digits = trimmed.replace(/^0+(?=\d)/, '');
  if (digits === '0') return fail('The quantity must be at least 1.');
  if (digits.length > String(maxQuantity).length || Number(digits) > maxQuantity) {
    return fail(`The quantity cannot be more than ${maxQuantity}.`);
  }
  return ok(digits);
}

/**
 * A percentage from 0 to 100 with at most two decimals, a point or a comma before them. An
 * empty field means no adjustment ('0', the spec's default). Answers the shortest form:
 * '07.50' becomes '7.5', '100.00' becomes '100'.
 */
export function checkPriceAmmend(text: string): FieldCheck<string> {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return ok('0');
  if (/^-\s*[\d.]/.test(trimmed)) return fail('The price adjustment cannot be negative.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (match === null || (whole === '' && fraction === '')) {
    return fail('The price adjustment must be a number from 0 to 100.');
  }
  if (fraction.length > 2) return fail('The price adjustment can have at most two decimals.');
  const wholeDigits = whole.replace(/^0+/, '');
  const hundredths = Number(wholeDigits === '' ? '0' : wholeDigits) * 100 + Number(fraction.padEnd(2, '0'));
  if (wholeDigits.length > 3 || hundredths > maxPriceAmmend * 100) {
    return fail(`The price adjustment cannot be more than ${maxPriceAmmend}.`);
  }
  const shortFraction = fraction.replace(/0+$/, '');
  return ok(`${wholeDigits === '' ? '0' : wholeDigits}${shortFraction === '' ? '' : `.${shortFraction}`}`);
}

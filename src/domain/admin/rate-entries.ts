/**
 * The rules of the admin's tax and discount writes (catalogue spec, sections 3 and 5): codes
 * are trimmed, rates are percentages from 0 to 100 written with two decimals. Pure, so the
 * admin panels check a field as it is typed by the same rules the server writes by.
 */
import { compareDecimals, formatDecimal, isDecimalText, parseDecimal } from '../money/decimal';

/** A tax or discount code once trimmed: letters, digits, '_' and '-', at most 32. */
export const rateCodePattern = '^[A-Za-z0-9_-]{1,32}$';
const rateCodeRegExp = new RegExp(rateCodePattern);

/** The only discount type the spec knows (section 3). */
export const discountType = 'default' as const;

const hundred = parseDecimal('100');

export type Checked = { ok: true; value: string } | { ok: false; problem: string };

/** A code as written: trimmed (section 5), and then letters, digits, '_' or '-'. */
export function checkRateCode(text: string): Checked {
  const code = text.trim();
  if (code === '') return { ok: false, problem: 'Enter a code.' };
  if (!rateCodeRegExp.test(code)) {
    return { ok: false, problem: 'A code is up to 32 letters, digits, "_" or "-".' };
  }
  return { ok: true, value: code };
}

/**
 * A rate as written: a plain decimal from 0 to 100 with at most two decimals, given back
 * with exactly two ('7' -> '7.00', '12.5' -> '12.50'). More decimals are refused rather than
 * rounded, so what the admin typed is what is stored.
 */
export function checkRate(text: string): Checked {
  const trimmed = text.trim();
  if (trimmed === '' || !isDecimalText(trimmed) || trimmed.startsWith('+')) {
    return { ok: false, problem: 'Enter a rate such as 20 or 12.50.' };
  }
  const rate = parseDecimal(trimmed);
  if (rate.units < 0n || compareDecimals(rate, hundred) > 0) {
    return { ok: false, problem: 'A rate is a percentage from 0 to 100.' };
  }
  if (rate.scale > 2) return { ok: false, problem: 'A rate has at most two decimals.' };
  return { ok: true, value: formatDecimal(rate) };
}

/** The key of one retailer's record in one market, as the records are keyed ('006CC-GB'). */
export function rateRecordKey(retailerId: string, market: string): string {
  return `${retailerId}-${market}`;
}

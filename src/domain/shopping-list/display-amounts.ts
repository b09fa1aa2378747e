/**
 * Money and rates as the list shows them (catalogue spec, sections 3 and 9): always two
 * decimals, 0.00 for a missing amount, money in the market's currency and the user's locale.
 * The figures stay decimal strings to the end: Intl.NumberFormat formats a decimal string
 * exactly (ECMA-402, Intl.NumberFormat v3), so a large or long amount is never squeezed
 * through a binary float on its way to the screen.
 */
import { twoDecimals } from '../money/decimal';
import { madeOncePerLocale, madeOnFirstUse } from '../site-locale/made-once-per-locale';

// The type Intl.NumberFormat.format takes for an exact decimal string.
type DecimalLiteral = `${number}`;

export type AmountFormatter = (amount: string | undefined) => string;

const moneyFormatters = madeOncePerLocale<AmountFormatter>();
const rateFormatters = madeOncePerLocale<AmountFormatter>();

/**
 * A formatter of money amounts in a currency (ISO 4217) for a locale: 'en-GB' and 'GBP' make
 * '1234.5' into '£1,234.50'. Two decimals even for currencies usually shown without them,
 * as the spec asks. Without a currency it is read (an empty or unknown code), the amount is
 * shown as a plain number with two decimals rather than not at all.
 */
export function moneyFormatter(locale: string, currency: string): AmountFormatter {
  return moneyFormatters(`${locale}|${currency}`, () => {
    const format = madeOnFirstUse(() => moneyNumberFormat(locale, currency));
    return (amount) => format().format(twoDecimals(amount) as DecimalLiteral);
  });
}

function moneyNumberFormat(locale: string, currency: string): Intl.NumberFormat {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
  } catch {
    return new Intl.NumberFormat(locale, digits);
  }
}

/**
 * Makes the money formatter of a locale and currency and formats once with it, so the Intl
 * engine loads its currency data now. The first currency format of a page costs about 30 ms
 * unthrottled (well over 100 ms on a slow phone); done before the task that draws the amounts,
 * it is not in that task.
 */
export function prepareMoneyFormatter(locale: string, currency: string): void {
  moneyFormatter(locale, currency)('0');
}

/** A formatter of percentages as plain numbers with two decimals in the locale: '17.5' -> '17.50' ('17,50' in de-DE). */
export function rateFormatter(locale: string): AmountFormatter {
  return rateFormatters(locale, () => {
    const format = madeOnFirstUse(
      () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    return (rate) => format().format(twoDecimals(rate) as DecimalLiteral);
  });
}

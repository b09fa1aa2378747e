/**
 * A payment card's rules (shell spec, section 7: POST baskets/{id}/payment_instruments with
 * payment_card), in one place for both ends: the holder is given, the number passes the Luhn check and is of a card
 * type the payment method accepts, the expiry is this month or later, and the security code
 * has 3 digits. The subscription checkout form checks them before any call so every problem
 * shows beside its field at once; the server checks the same again with these functions (the
 * card is tokenised there), in its own words (server/payments/card-checks.ts and the request
 * schemas); what only it finds comes back beside its field too (checkout-refusal.ts).
 */

export interface PaymentCardEntry {
  holder: string;
  /** As typed: spaces and dashes between groups are allowed. */
  number: string;
  /** As typed, '1'..'12'. */
  expirationMonth: string;
  /** As typed, four digits. */
  expirationYear: string;
  securityCode: string;
}

export type PaymentCardField = keyof PaymentCardEntry;

export type PaymentCardProblem =
  | { field: PaymentCardField; problem: 'missing' }
  | { field: 'number'; problem: 'not-a-card-number' | 'unsupported-card' }
  | { field: 'expirationMonth'; problem: 'not-a-month' }
  | { field: 'expirationYear'; problem: 'not-a-year' | 'expired' }
  | { field: 'securityCode'; problem: 'not-a-security-code' };

/** The card types a number can be recognised as (the names payment_card.card_type takes). */
export type CardType = 'Visa' | 'Master Card' | 'Amex' | 'Discover';

/** The card types the payment method CREDIT_CARD accepts. */
export const acceptedCardTypes = ['Visa', 'Master Card'] as const satisfies readonly CardType[];

export type AcceptedCardType = (typeof acceptedCardTypes)[number];

/** A card number once spaces and dashes are gone, as a JSON-schema pattern (the server's requests use it). */
export const cardNumberPattern = '^[0-9]{12,19}$';

/**
 * A security code, as a JSON-schema pattern: the accepted cards (Visa, Mastercard) print 3
 * digits on the back. Amex's 4 would belong here if Amex were ever accepted.
 */
export const securityCodePattern = '^[0-9]{3}$';

/** The digits a security code has, for the words that ask for it. */
export const securityCodeLength = 3;

/** The digits of a number typed with spaces or dashes between groups; undefined when other characters are in it. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!new RegExp(cardNumberPattern, 'u').test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card type a number's leading digits (its issuer identification number) say. */
export function cardTypeOf(digits: string): CardType | undefined {
  if (/^4/.test(digits)) return 'Visa';
  const firstTwo = Number(digits.slice(0, 2));
  const firstFour = Number(digits.slice(0, 4));
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'Master Card';
  if (firstTwo === 34 || firstTwo === 37) return 'Amex';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return undefined;
}

/** A month of a year, January being 1. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Whether a card, valid through the last day of its expiry month, has expired by `current`. */
export function cardHasExpired(expiry: CalendarMonth, current: CalendarMonth): boolean {
  return expiry.year * 12 + expiry.month < current.year * 12 + current.month;
}

/**
 * What is wrong with the card as typed, field by field. `now` is the shopper's clock: a card
 * is valid through the last day of its expiry month.
 */
export function paymentCardProblems(
  card: PaymentCardEntry,
  now: Date,
  acceptedTypes: readonly string[] = acceptedCardTypes,
): PaymentCardProblem[] {
  const problems: PaymentCardProblem[] = [];
  if (card.holder.trim() === '') problems.push({ field: 'holder', problem: 'missing' });

  if (card.number.trim() === '') problems.push({ field: 'number', problem: 'missing' });
  else {
    const digits = cardDigits(card.number);
    const type = digits === undefined ? undefined : cardTypeOf(digits);
    if (digits === undefined || !passesLuhn(digits)) problems.push({ field: 'number', problem: 'not-a-card-number' });
    else if (type === undefined || !acceptedTypes.includes(type))
      problems.push({ field: 'number', problem: 'unsupported-card' });
  }

  const month = card.expirationMonth.trim();
  const year = card.expirationYear.trim();
  const monthNumber = /^\d{1,2}$/.test(month) ? Number(month) : Number.NaN;
  if (month === '') problems.push({ field: 'expirationMonth', problem: 'missing' });
  else if (!(monthNumber >= 1 && monthNumber <= 12))
    problems.push({ field: 'expirationMonth', problem: 'not-a-month' });
  if (year === '') problems.push({ field: 'expirationYear', problem: 'missing' });
  else if (!/^\d{4}$/.test(year)) problems.push({ field: 'expirationYear', problem: 'not-a-year' });
  else if (
    monthNumber >= 1 &&
    monthNumber <= 12 &&
    cardHasExpired({ year: Number(year), month: monthNumber }, { year: now.getFullYear(), month: now.getMonth() + 1 })
  )
    problems.push({ field: 'expirationYear', problem: 'expired' });

  const code = card.securityCode.trim();
  if (code === '') problems.push({ field: 'securityCode', problem: 'missing' });
  else if (!new RegExp(securityCodePattern, 'u').test(code))
    problems.push({ field: 'securityCode', problem: 'not-a-security-code' });
  return problems;
}

/** The payment_card body of a card that passed the checks (numbers as numbers, digits only). */
export function paymentCardBody(card: PaymentCardEntry) {
  const digits = cardDigits(card.number) ?? '';
  return {
    cardType: cardTypeOf(digits) ?? 'Visa',
    number: digits,
    holder: card.holder.trim(),
    expirationMonth: Number(card.expirationMonth.trim()),
    expirationYear: Number(card.expirationYear.trim()),
    securityCode: card.securityCode.trim(),
  };
}

/**
 * Checks of a card before it goes to the payment processor, each naming the field at fault:
 * the Luhn checksum (a mistyped digit), the brand the number belongs to, an expiry not past.
 */
import { passesLuhnCheck } from '../commerce/shop-api/customers/payment-instruments/card-number';

/** The card types the shop takes, by the shop API's card_type names. */
export const acceptedCards = [
  { card_type: 'Visa', name: 'Visa' },
  { card_type: 'Master Card', name: 'Mastercard' },
] as const;

export type AcceptedCardType = (typeof acceptedCards)[number]['card_type'];

function brandOf(number: string): AcceptedCardType | undefined {
  if (number.startsWith('4')) return 'Visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Master Card';
  return undefined;
}

export interface CardFacts {
  card_type: string;
  number: string;
  expiration_month: number;
  expiration_year: number;
}

/** The refusal of the first field at fault, or undefined when the card may be tokenised. */
export function findCardFault(card: CardFacts, now: Date): string | undefined {
  if (!passesLuhnCheck(card.number)) return 'payment_card.number is not a valid card number.';
  if (brandOf(card.number) !== card.card_type)
    return `payment_card.card_type ${card.card_type} does not match the card number.`;
  const year = now.getUTCFullYear();
  if (card.expiration_year < year) return 'payment_card.expiration_year is in the past: the card has expired.';
  if (card.expiration_year === year && card.expiration_month < now.getUTCMonth() + 1) {
    return 'payment_card.expiration_month is in the past: the card has expired.';
  }
  return undefined;
}

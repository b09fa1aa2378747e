/**
 * Checks of a card before it goes to the payment processor, each naming the field at fault:
 * the Luhn checksum (a mistyped digit), the brand the number belongs to, an expiry not past.
 * The rules are the checkout form's own (domain/commerce/payment-card.ts); the words and the
 * clock (UTC) are the server's.
 */
import {
  acceptedCardTypes,
  cardHasExpired,
  cardTypeOf,
  passesLuhn,
  type AcceptedCardType,
} from '../../domain/commerce/payment-card';

/** How the payment methods name each accepted card type. */
const cardNames: Record<AcceptedCardType, string> = { Visa: 'Visa', 'Master Card': 'Mastercard' };

/** The card types the shop takes, by the shop API's card_type names. */
export const acceptedCards = acceptedCardTypes.map((cardType) => ({ card_type: cardType, name: cardNames[cardType] }));

export interface CardFacts {
  card_type: string;
  number: string;
  expiration_month: number;
  expiration_year: number;
}

/** The refusal of the first field at fault, or undefined when the card may be tokenised. */
export function findCardFault(card: CardFacts, now: Date): string | undefined {
  if (!passesLuhn(card.number)) return 'payment_card.number is not a valid card number.';
  if (cardTypeOf(card.number) !== card.card_type)
    return `payment_card.card_type ${card.card_type} does not match the card number.`;
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  if (cardHasExpired({ year: card.expiration_year, month: card.expiration_month }, current)) {
    return card.expiration_year < current.year
      ? 'payment_card.expiration_year is in the past: the card has expired.'
      : 'payment_card.expiration_month is in the past: the card has expired.';
  }
  return undefined;
}

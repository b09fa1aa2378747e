/**
 * Card number masking, so only the last four digits are ever kept. (Whether a number is a card
 * number at all, the Luhn check, is domain/commerce/payment-card.ts's passesLuhn.)
 */

/** '4111111111111111' -> '************1111', as the platform's masked_number. */
export function maskCardNumber(digits: string): string {
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Card number checks and masking, so only the last four digits are ever kept. */

/** The Luhn checksum every payment card number carries; it catches a mistyped digit. */
export function passesLuhnCheck(digits: string): boolean {
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

/** '4111111111111111' -> '************1111', as the platform's masked_number. */
export function maskCardNumber(digits: string): string {
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/**
 * VIN checks run before any decode call (issue 4): 17 characters, never I, O or Q, and the
 * ISO 3779 / North American check digit in position 9. Markets that use the check digit
 * reject a wrong one; elsewhere manufacturers may put any character there, so a mismatch is
 * only reported ('not-used') and the VIN still goes to the decoder.
 */

export type VinCheck =
  | { ok: true; vin: string; checkDigit: 'valid' | 'not-used' }
  | { ok: false; reason: 'length' | 'characters' | 'check-digit'; message: string };

export interface VinCheckOptions {
  /** True where the market enforces the check digit; see marketUsesVinCheckDigit. */
  checkDigitRequired?: boolean;
}

export const vinLength = 17;

// Letters take the values of ISO 3779 Annex; I, O and Q are absent because they look like 1
// and 0, which is also why a VIN may never contain them.
const transliteration: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
  '0': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
};

// Position 9 weighs 0: the check digit does not count towards itself.
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const checkDigitIndex = 8;

// The North American rule (49 CFR 565) is the one the check digit is defined by; US, CA and
// MX markets are named both ways because markets reach us as 2- and 3-letter codes.
const checkDigitMarkets: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'USA', 'CAN', 'MEX']);

export function marketUsesVinCheckDigit(marketCode: string): boolean {
  return checkDigitMarkets.has(marketCode.trim().toUpperCase());
}

export function normaliseVin(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The check digit ('0'-'9' or 'X' for remainder 10) a 17-character VIN should carry, or null
 * when the text is not 17 VIN characters and so has no check digit to compute.
 */
export function computeVinCheckDigit(vin: string): string | null {
  const normalised = normaliseVin(vin);
  if (normalised.length !== vinLength) return null;
  let sum = 0;
  for (const [index, character] of [...normalised].entries()) {
    const value = transliteration[character];
    if (value === undefined) return null;
    sum += value * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function checkVin(input: string, options: VinCheckOptions = {}): VinCheck {
  const vin = normaliseVin(input);
  if (vin.length !== vinLength) {
    return {
      ok: false,
      reason: 'length',
      message: `A VIN has ${vinLength} characters; this one has ${vin.length}.`,
    };
  }
  if (/[IOQ]/.test(vin)) {
    return { ok: false, reason: 'characters', message: 'A VIN never contains the letters I, O or Q.' };
  }
  const expected = computeVinCheckDigit(vin);
  if (expected === null) {
    return {
      ok: false,
      reason: 'characters',
      message: 'A VIN contains only the letters A to Z (never I, O or Q) and the digits 0 to 9.',
    };
  }
  if (vin[checkDigitIndex] === expected) return { ok: true, vin, checkDigit: 'valid' };
  if (options.checkDigitRequired === true) {
    return {
      ok: false,
      reason: 'check-digit',
      message: 'The check digit (9th character) does not match the rest of this VIN.',
    };
  }
  return { ok: true, vin, checkDigit: 'not-used' };
}

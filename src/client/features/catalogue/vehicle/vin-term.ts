/**
 * What the user typed into "VIN or registration number", and so what /vin-decoder/:vinTerm
 * decodes. One route serves both: a term of 17 letters and digits (spaces ignored) is a VIN;
 * a shorter one of 2 to 10 letters and digits with at least one digit looks like a
 * registration number ("LG24 NTY") and is decoded with regNum; anything else is a VIN with
 * something wrong, so the user is told what a VIN needs. The VIN is checked before any call.
 */
import { checkVin, vinLength, type VinCheck } from '../../../../domain/catalogue/vin';

export type VinTerm = { kind: 'vin'; check: VinCheck } | { kind: 'registration'; registration: string };

const registrationPattern = /^(?=.*\d)[A-Z0-9]{2,10}$/;

export function parseVinTerm(term: string, checkDigitRequired: boolean): VinTerm {
  const compact = term.replaceAll(/\s/g, '').toUpperCase();
  if (compact.length !== vinLength && registrationPattern.test(compact)) {
    return { kind: 'registration', registration: term.trim().replaceAll(/\s+/g, ' ').toUpperCase() };
  }
  return { kind: 'vin', check: checkVin(compact, { checkDigitRequired }) };
}

/** What to ask the decoder for: nothing while the VIN is malformed (it is checked before any call). */
export function decodeKeyOf(term: VinTerm): { vin: string } | { regNum: string } | null {
  if (term.kind === 'registration') return { regNum: term.registration };
  return term.check.ok ? { vin: term.check.vin } : null;
}

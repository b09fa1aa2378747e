/**
 * The map from 3-letter to 2-letter country codes (catalogue spec, section 9: "A map from
 * 3-letter to 2-letter country codes exists"). Markets, flags and addresses use ISO 3166-1
 * alpha-2; a system that sends alpha-3 (GBR, DEU) is read through this map. The rows are the
 * i18n-iso-countries package's table of every assigned ISO 3166-1 code (a few kilobytes; the
 * package's per-language names are not loaded).
 */
import isoCodes from 'i18n-iso-countries/codes.json';

/** Each row: alpha-2, alpha-3, numeric, ISO 3166-2 reference. */
const rows = isoCodes as readonly (readonly string[])[];

const alpha2ByAlpha3: ReadonlyMap<string, string> = new Map(
  rows.flatMap(([alpha2, alpha3]) => (alpha2 && alpha3 ? [[alpha3, alpha2] as const] : [])),
);

/** The 2-letter code of a 3-letter country code (any letter case), or undefined if none is assigned. */
export function alpha2FromAlpha3(alpha3: string): string | undefined {
  return alpha2ByAlpha3.get(alpha3.trim().toUpperCase());
}

/**
 * A country code as alpha-2: a 2-letter code as it is (upper case), a 3-letter one through the
 * map; undefined for anything else, so the caller can say what is wrong with the field.
 */
export function toAlpha2CountryCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper)) return alpha2FromAlpha3(upper);
  return undefined;
}

/** Every assigned 3-letter code with its 2-letter code. */
export function alpha3ToAlpha2Entries(): [string, string][] {
  return [...alpha2ByAlpha3.entries()];
}

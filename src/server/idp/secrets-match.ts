/**
 * Compares a presented secret (password, client secret) with the expected one in constant
 * time: both go through SHA-256 first, so their lengths cannot differ either.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

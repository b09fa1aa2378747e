/**
 * Random secrets handed to clients (authorization codes, refresh tokens, states) and the
 * hash they are stored under. SHA-256 without a salt is enough: the secrets are 256 random
 * bits, so there is nothing to guess, and the hash must be found again by lookup.
 */
import { createHash, randomBytes } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

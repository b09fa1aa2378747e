/** A PKCE verifier and its S256 challenge, as the app makes them (128 characters). */
import { createHash, randomBytes } from 'node:crypto';

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function makePkcePair(): PkcePair {
  const verifier = randomBytes(96).toString('base64url').slice(0, 128);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** PKCE on the server side (RFC 7636): S256 only, as the shell spec's client sends. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** What an S256 code_challenge looks like: base64url of a SHA-256 digest, 43 characters. */
export const s256ChallengePattern = '^[A-Za-z0-9_-]{43}$';

export function s256ChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatchesChallenge(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256ChallengeOf(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

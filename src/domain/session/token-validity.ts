/**
 * When a stored access token may still be used (shell spec, sections 4 and 9): while its
 * remaining life, less a 60-second margin, is positive, so a request never leaves with a
 * token that expires on the way.
 */

export const tokenValidityMarginSeconds = 60;

export interface StoredTokenLife {
  /** When the token was received (ms since the epoch). */
  issuedAt: number;
  /** Its lifetime in seconds, from expires_in. */
  expiresIn: number;
}

export function isTokenValid(life: StoredTokenLife | undefined, now: number): boolean {
  if (!life) return false;
  const elapsedSeconds = (now - life.issuedAt) / 1000;
  return life.expiresIn - elapsedSeconds - tokenValidityMarginSeconds > 0;
}

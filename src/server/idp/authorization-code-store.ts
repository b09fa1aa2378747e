/**
 * The embedded provider's authorization codes, in memory: a code lives 60 seconds and can be
 * taken once. Memory is enough for a demo stand-in that runs in the same process as the
 * shopper login; a real provider replaces it by issuer URL.
 */
import { randomBytes } from 'node:crypto';

export interface IssuedCode {
  username: string;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  scope: string;
  /** Seconds since the epoch when the password was checked. */
  authTime: number;
  expiresAt: number;
}

export const codeLifetimeMs = 60_000;

export interface AuthorizationCodeStore {
  issue(entry: Omit<IssuedCode, 'expiresAt'>, now?: number): string;
  /** Removes the code whatever happens next, so a second try with it always fails. */
  take(code: string, now?: number): IssuedCode | undefined;
}

export function createAuthorizationCodeStore(): AuthorizationCodeStore {
  const codes = new Map<string, IssuedCode>();
  const sweep = (now: number) => {
    for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code);
  };
  return {
    issue(entry, now = Date.now()) {
      sweep(now);
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { ...entry, expiresAt: now + codeLifetimeMs });
      return code;
    },
    take(code, now = Date.now()) {
      const entry = codes.get(code);
      codes.delete(code);
      return entry !== undefined && entry.expiresAt > now ? entry : undefined;
    },
  };
}

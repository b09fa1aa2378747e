/**
 * The dealer stand-in's memory: service tokens (GetToken, valid five minutes, usable until
 * then) and login tokens (LoginDealers, valid five minutes, good for one ordering page).
 * Kept in memory like the external service's sessions: a restart forgets them, and the user
 * sends the list again. Both maps are bounded, since GetToken needs no sign-in.
 */
import { randomBytes } from 'node:crypto';

export interface DealerLogin {
  dealerCode: string;
  dealerName: string;
  countryCode: string;
  dsl: string;
}

export interface DealerSessions {
  issueToken(): { token: string; expiresAt: Date };
  isTokenValid(token: string): boolean;
  issueLoginToken(login: DealerLogin): string;
  /** The login behind a login token, once: a second call with the same token finds nothing. */
  takeLogin(loginToken: string): DealerLogin | undefined;
}

export interface DealerSessionOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const dealerTokenTtlMs = 5 * 60_000;

export function createDealerSessions({
  ttlMs = dealerTokenTtlMs,
  maxEntries = 10_000,
  now = Date.now,
}: DealerSessionOptions = {}): DealerSessions {
  const tokens = new Map<string, number>();
  const logins = new Map<string, { login: DealerLogin; expiresAt: number }>();

  // Map order is insertion order: the first entries are the oldest, so they go first.
  const makeRoom = <T>(entries: Map<string, T>, expiresAt: (entry: T) => number) => {
    for (const [key, entry] of entries) {
      if (expiresAt(entry) <= now() || entries.size >= maxEntries) entries.delete(key);
      else break;
    }
  };

  return {
    issueToken() {
      makeRoom(tokens, (expiresAt) => expiresAt);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now() + ttlMs;
      tokens.set(token, expiresAt);
      return { token, expiresAt: new Date(expiresAt) };
    },
    isTokenValid(token) {
      return (tokens.get(token) ?? 0) > now();
    },
    issueLoginToken(login) {
      makeRoom(logins, (entry) => entry.expiresAt);
      const loginToken = randomBytes(24).toString('base64url');
      logins.set(loginToken, { login, expiresAt: now() + ttlMs });
      return loginToken;
    },
    takeLogin(loginToken) {
      const entry = logins.get(loginToken);
      logins.delete(loginToken);
      return entry !== undefined && entry.expiresAt > now() ? entry.login : undefined;
    },
  };
}

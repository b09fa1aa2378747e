/**
 * The dealer stand-in's tokens: service tokens (GetToken, valid five minutes, usable until
 * then) and login tokens (LoginDealers, valid five minutes, good for one ordering page).
 * Kept in the database (dealer_stand_in_tokens, migration 023), hashed, so the GetToken, the
 * LoginDealers and the ordering page of one hand-off may each reach a different server
 * process. Each kind is bounded (the oldest go first), since GetToken needs no sign-in.
 */
import type { Queryable } from '../db/database';
import { hashToken, randomToken } from '../commerce/shopper-login/tokens/opaque-token';

export interface DealerLogin {
  dealerCode: string;
  dealerName: string;
  countryCode: string;
  dsl: string;
}

export interface DealerSessions {
  issueToken(): Promise<{ token: string; expiresAt: Date }>;
  isTokenValid(token: string): Promise<boolean>;
  issueLoginToken(login: DealerLogin): Promise<string>;
  /** The login behind a login token, once: a second call with the same token finds nothing. */
  takeLogin(loginToken: string): Promise<DealerLogin | undefined>;
}

export interface DealerSessionOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const dealerTokenTtlMs = 5 * 60_000;

type TokenKind = 'service' | 'login';

export function createDealerSessions(
  database: Queryable,
  { ttlMs = dealerTokenTtlMs, maxEntries = 10_000, now = Date.now }: DealerSessionOptions = {},
): DealerSessions {
  const store = async (kind: TokenKind, login: DealerLogin | null): Promise<{ token: string; expiresAt: number }> => {
    const at = now();
    await database.query(`delete from dealer_stand_in_tokens where expires_at_ms <= $1`, [at]);
    // Make room for one more of this kind: the ones closest to expiring go first.
    await database.query(
      `delete from dealer_stand_in_tokens where token_hash in (
         select token_hash from dealer_stand_in_tokens where kind = $1 order by expires_at_ms
         limit greatest(0, (select count(*) from dealer_stand_in_tokens where kind = $1) - $2 + 1))`,
      [kind, maxEntries],
    );
    const token = randomToken(24);
    const expiresAt = at + ttlMs;
    await database.query(
      `insert into dealer_stand_in_tokens (token_hash, kind, login, expires_at_ms) values ($1, $2, $3, $4)`,
      [hashToken(token), kind, login === null ? null : JSON.stringify(login), expiresAt],
    );
    return { token, expiresAt };
  };

  return {
    async issueToken() {
      const { token, expiresAt } = await store('service', null);
      return { token, expiresAt: new Date(expiresAt) };
    },
    async isTokenValid(token) {
      const rows = await database.query(
        `select 1 from dealer_stand_in_tokens where token_hash = $1 and kind = 'service' and expires_at_ms > $2`,
        [hashToken(token), now()],
      );
      return rows.length > 0;
    },
    async issueLoginToken(login) {
      return (await store('login', login)).token;
    },
    async takeLogin(loginToken) {
      // Deleted and answered in one statement, so of two requests with the token one wins.
      const [row] = await database.query<{ login: DealerLogin; valid: boolean }>(
        `delete from dealer_stand_in_tokens where token_hash = $1 and kind = 'login'
         returning login, expires_at_ms > $2 as valid`,
        [hashToken(loginToken), now()],
      );
      return row?.valid === true ? row.login : undefined;
    },
  };
}

/**
 * The embedded provider's authorization codes, in PostgreSQL (migration 021) so that the
 * sign-in form's post and the token request may reach different server processes: a code
 * lives 60 seconds and can be taken once. Only the code's SHA-256 hash is stored, like every
 * secret handed to a client (docs/tokens-and-passwords.md). Expired codes are swept when new
 * ones are issued, so the table holds about a minute of sign-ins.
 */
import type { SignInKind } from '../../config/commerce';
import { hashToken, randomToken } from '../commerce/shopper-login/tokens/opaque-token';
import type { Queryable } from '../db/database';

export interface IssuedCode {
  username: string;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  scope: string;
  /** Seconds since the epoch when the password was checked. */
  authTime: number;
}

export const codeLifetimeSeconds = 60;

export interface AuthorizationCodeStore {
  issue(entry: IssuedCode): Promise<string>;
  /** Removes the code whatever happens next, so a second try with it always fails. */
  take(code: string): Promise<IssuedCode | undefined>;
}

interface CodeRow {
  username: string;
  client_id: string;
  redirect_uri: string;
  nonce: string | null;
  code_challenge: string | null;
  scope: string;
  auth_time: string | number;
  expired: boolean;
}

/** Each provider sees only its own codes: a code of one kind cannot be redeemed at another. */
export function createAuthorizationCodeStore(database: Queryable, provider: SignInKind): AuthorizationCodeStore {
  return {
    async issue(entry) {
      await database.query(`delete from idp_authorization_codes where expires_at <= now()`);
      const code = randomToken();
      await database.query(
        `insert into idp_authorization_codes
           (code_hash, provider, username, client_id, redirect_uri, nonce, code_challenge, scope, auth_time, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))`,
        [
          hashToken(code),
          provider,
          entry.username,
          entry.clientId,
          entry.redirectUri,
          entry.nonce ?? null,
          entry.codeChallenge ?? null,
          entry.scope,
          entry.authTime,
          codeLifetimeSeconds,
        ],
      );
      return code;
    },
    async take(code) {
      // One statement deletes and answers the row, so of two requests with the same code
      // (on one process or two) exactly one gets it.
      const [row] = await database.query<CodeRow>(
        `delete from idp_authorization_codes where code_hash = $1 and provider = $2
         returning username, client_id, redirect_uri, nonce, code_challenge, scope, auth_time,
                   expires_at <= now() as expired`,
        [hashToken(code), provider],
      );
      if (row === undefined || row.expired) return undefined;
      return {
        username: row.username,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        nonce: row.nonce ?? undefined,
        codeChallenge: row.code_challenge ?? undefined,
        scope: row.scope,
        authTime: Number(row.auth_time),
      };
    },
  };
}

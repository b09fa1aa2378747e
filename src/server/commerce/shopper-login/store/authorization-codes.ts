/**
 * The codes the app exchanges at the token endpoint: bound to the customer, usid, client,
 * redirect URI and PKCE challenge; valid 60 seconds; usable once.
 */
import type { Queryable } from '../../../db/database';
import { hashToken, randomToken } from '../tokens/opaque-token';

export const authorizationCodeTtlSeconds = 60;

export interface CodeBinding {
  customerId: string;
  usid: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  idpAccessToken?: string;
}

export interface StoredCode {
  customer_id: string;
  usid: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  idp_access_token: string;
  expired: boolean;
  used: boolean;
  issued_family_id: string | null;
}

export async function issueAuthorizationCode(tx: Queryable, binding: CodeBinding): Promise<string> {
  // Expired codes are of no use to anyone; clearing them here keeps the table small.
  await tx.query(`delete from shopper_authorization_codes where expires_at < now() - interval '1 day'`);
  const code = randomToken();
  await tx.query(
    `insert into shopper_authorization_codes
       (code_hash, customer_id, usid, client_id, redirect_uri, code_challenge, idp_access_token, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [
      hashToken(code),
      binding.customerId,
      binding.usid,
      binding.clientId,
      binding.redirectUri,
      binding.codeChallenge,
      binding.idpAccessToken ?? '',
      authorizationCodeTtlSeconds,
    ],
  );
  return code;
}

/** Locks the code's row for the rest of the transaction, so two exchanges cannot both win. */
export async function findCodeForExchange(tx: Queryable, code: string): Promise<StoredCode | undefined> {
  const [row] = await tx.query<StoredCode>(
    `select customer_id, usid, client_id, redirect_uri, code_challenge, idp_access_token,
            expires_at <= now() as expired, used_at is not null as used, issued_family_id
     from shopper_authorization_codes where code_hash = $1 for update`,
    [hashToken(code)],
  );
  return row;
}

/** Marks the code used (and forgets the provider token it carried). */
export async function markCodeUsed(tx: Queryable, code: string, issuedFamilyId: string | null): Promise<void> {
  await tx.query(
    `update shopper_authorization_codes set used_at = now(), idp_access_token = '', issued_family_id = $2
     where code_hash = $1`,
    [hashToken(code), issuedFamilyId],
  );
}

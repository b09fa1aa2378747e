/**
 * Provider sign-ins under way: saved when the browser is sent to the identity provider,
 * taken (and so deleted) when it comes back to the callback with the same state. Ten
 * minutes is enough to type a password; after that the sign-in must start again.
 */
import type { SignInKind } from '../../../../config/commerce';
import type { Queryable } from '../../../db/database';

export const pendingLoginTtlSeconds = 600;

export interface PendingLogin {
  state: string;
  provider: SignInKind;
  issuer: string;
  nonce: string;
  providerCodeVerifier: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  clientState: string | undefined;
  usid: string | undefined;
}

interface PendingLoginRow {
  provider: SignInKind;
  issuer: string;
  nonce: string;
  provider_code_verifier: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  client_state: string | null;
  usid: string | null;
}

export async function savePendingLogin(tx: Queryable, login: PendingLogin): Promise<void> {
  await tx.query('delete from shopper_pending_logins where expires_at < now()');
  await tx.query(
    `insert into shopper_pending_logins
       (state, provider, issuer, nonce, provider_code_verifier, client_id, redirect_uri, code_challenge, client_state, usid, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
    [
      login.state,
      login.provider,
      login.issuer,
      login.nonce,
      login.providerCodeVerifier,
      login.clientId,
      login.redirectUri,
      login.codeChallenge,
      login.clientState ?? null,
      login.usid ?? null,
      pendingLoginTtlSeconds,
    ],
  );
}

/** Single use: a state comes back once; an expired one is deleted and not answered. */
export async function takePendingLogin(tx: Queryable, state: string): Promise<PendingLogin | undefined> {
  const [row] = await tx.query<PendingLoginRow & { expired: boolean }>(
    `delete from shopper_pending_logins where state = $1
     returning provider, issuer, nonce, provider_code_verifier, client_id, redirect_uri, code_challenge,
               client_state, usid, expires_at <= now() as expired`,
    [state],
  );
  if (row === undefined || row.expired) return undefined;
  return {
    state,
    provider: row.provider,
    issuer: row.issuer,
    nonce: row.nonce,
    providerCodeVerifier: row.provider_code_verifier,
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    clientState: row.client_state ?? undefined,
    usid: row.usid ?? undefined,
  };
}

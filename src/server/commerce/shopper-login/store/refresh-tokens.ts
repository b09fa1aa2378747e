/**
 * Rotating refresh tokens grouped in families: one family per sign-in. Refreshing rotates
 * the token; presenting a rotated token again after the reuse interval is taken as theft,
 * and the whole family is revoked, so whoever holds the newest token is signed out too and
 * must sign in again.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { hashToken, randomToken } from '../tokens/opaque-token';

export interface RefreshTokenBinding {
  familyId: string;
  customerId: string;
  usid: string;
  clientId: string;
  ttlSeconds: number;
}

export interface StoredRefreshToken {
  family_id: string;
  customer_id: string;
  usid: string;
  client_id: string;
  expired: boolean;
  rotated: boolean;
  /** Seconds since it was rotated (null while it is current). */
  seconds_since_rotation: number | null;
  revoked: boolean;
}

export function newFamilyId(): string {
  return randomUUID();
}

export async function issueRefreshToken(tx: Queryable, binding: RefreshTokenBinding): Promise<string> {
  await tx.query(`delete from shopper_refresh_tokens where expires_at < now() - interval '1 day'`);
  const token = randomToken();
  await tx.query(
    `insert into shopper_refresh_tokens (token_hash, family_id, customer_id, usid, client_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [hashToken(token), binding.familyId, binding.customerId, binding.usid, binding.clientId, binding.ttlSeconds],
  );
  return token;
}

/** Locks the token's row for the rest of the transaction, so two refreshes cannot both rotate it. */
export async function findRefreshToken(tx: Queryable, token: string): Promise<StoredRefreshToken | undefined> {
  const [row] = await tx.query<StoredRefreshToken>(
    `select family_id, customer_id, usid, client_id, expires_at <= now() as expired,
            rotated_at is not null as rotated, revoked_at is not null as revoked,
            extract(epoch from now() - rotated_at)::float8 as seconds_since_rotation
     from shopper_refresh_tokens where token_hash = $1 for update`,
    [hashToken(token)],
  );
  return row;
}

export async function markRotated(tx: Queryable, token: string): Promise<void> {
  await tx.query('update shopper_refresh_tokens set rotated_at = now() where token_hash = $1', [hashToken(token)]);
}

export async function revokeFamily(tx: Queryable, familyId: string): Promise<void> {
  await tx.query('update shopper_refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [
    familyId,
  ]);
}

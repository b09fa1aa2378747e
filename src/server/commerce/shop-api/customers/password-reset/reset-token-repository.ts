/**
 * One-time password reset tokens (migration 004). Only a SHA-256 of the token is stored;
 * issuing a new token discards the customer's earlier ones, and using one marks it used.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../../db/database';

/** How long a reset token works, in minutes. */
export const resetTokenLifetimeMinutes = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueResetToken(db: Queryable, customerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await discardResetTokens(db, customerId);
  await db.query(
    `insert into customer_password_reset_tokens (token_hash, customer_id, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashOf(token), customerId, resetTokenLifetimeMinutes],
  );
  return token;
}

/** Marks the token used and answers true, or answers false when it is unknown, used or expired. */
export async function useResetToken(db: Queryable, customerId: string, token: string): Promise<boolean> {
  const rows = await db.query(
    `update customer_password_reset_tokens set used_at = now()
     where token_hash = $1 and customer_id = $2 and used_at is null and expires_at > now()
     returning token_hash`,
    [hashOf(token), customerId],
  );
  return rows.length > 0;
}

export async function discardResetTokens(db: Queryable, customerId: string): Promise<void> {
  await db.query('delete from customer_password_reset_tokens where customer_id = $1 and used_at is null', [customerId]);
}

/**
 * Server-side sessions of POST sessions (migration 018). The cookie holds a random id; the
 * table holds only its SHA-256, the token's customer and when the session ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database';

/** How long a session lasts: the storefront session timeout of the commerce platform. */
export const sessionLifetimeSeconds = 30 * 60;

export interface SessionOwner {
  customerId: string;
  usid: string;
  authType: 'guest' | 'registered';
}

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/**
 * Starts a session for the token's customer and answers its id, or undefined when the
 * customer no longer exists. Ended sessions are swept a small batch at a time.
 */
export async function createShopSession(db: Queryable, owner: SessionOwner): Promise<string | undefined> {
  const sessionId = randomBytes(32).toString('base64url');
  const inserted = await db.query(
    `insert into shop_sessions (session_hash, customer_id, usid, auth_type, expires_at)
     select $1, customer_id, $3, $4, now() + make_interval(secs => $5)
     from customers where customer_id = $2
     returning 1`,
    [hashOf(sessionId), owner.customerId, owner.usid, owner.authType, sessionLifetimeSeconds],
  );
  await db.query(
    `delete from shop_sessions where session_hash in (
       select session_hash from shop_sessions where expires_at < now() order by expires_at limit 100)`,
  );
  return inserted.length === 0 ? undefined : sessionId;
}

/** The owner of a running session, or undefined for an unknown or ended one. */
export async function findShopSession(db: Queryable, sessionId: string): Promise<SessionOwner | undefined> {
  const [row] = await db.query<{ customer_id: string; usid: string; auth_type: 'guest' | 'registered' }>(
    'select customer_id, usid, auth_type from shop_sessions where session_hash = $1 and expires_at > now()',
    [hashOf(sessionId)],
  );
  return row === undefined ? undefined : { customerId: row.customer_id, usid: row.usid, authType: row.auth_type };
}

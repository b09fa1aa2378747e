/**
 * A fingerprint of everything a request could write on a caller's behalf (custom objects,
 * customers and their details, orders, sync keys, activities, retailers): row counts and a
 * hash of the rows, so a refused request that wrote anything shows as a changed fingerprint.
 * Sign-in bookkeeping (sessions, pending logins, codes, refresh tokens) is left out: a refused
 * step of a sign-in may legitimately end a pending one.
 */
import type { Database } from '../../../../src/server/db/database';

export const fingerprintedTables = [
  'custom_objects',
  'customers',
  'customer_addresses',
  'customer_payment_instruments',
  'customer_password_reset_tokens',
  'orders',
  'sync_applied_operations',
  'recommendation_activities',
  'retailers',
  'retailer_users',
  'markets',
  'languages',
] as const;

const fingerprintSql = fingerprintedTables
  .map(
    (table) =>
      `select '${table}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print from ${table} t`,
  )
  .join(' union all ');

export async function storedFingerprint(database: Database): Promise<string> {
  const rows = await database.query<{ name: string; print: string }>(fingerprintSql);
  return rows.map((row) => `${row.name}=${row.print}`).join(' ');
}

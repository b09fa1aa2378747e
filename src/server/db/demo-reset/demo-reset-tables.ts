/**
 * Which tables a demo reset (POST /api/demo/reset, docs/testing.md) puts back as the seed left
 * them, and which it keeps. Every table the running server writes is in one of the two lists,
 * with its reason; tests/unit/server/db/demo-reset-tables.test.ts reads the server's SQL and
 * fails when a table is written that neither list names. The catalogue, the markets, dealers,
 * languages and shop reference data are written only by the seed, so a reset never has to copy
 * them (they are most of the database: copying them would take many seconds, not a fraction of one).
 */

/**
 * What demo users and admins change: their records (profiles, shopping lists, notes,
 * bookmarks and the other custom objects), price loads, baskets and orders, downloads,
 * recommendations history, the admin audit, rate-limit counts and the applied sync keys.
 */
export const restoredTables = [
  'custom_objects',
  'part_prices',
  'admin_audit',
  'basket_coupons',
  'basket_items',
  'basket_payment_instruments',
  'baskets',
  'orders',
  'customer_addresses',
  'customer_payment_instruments',
  'customer_password_reset_tokens',
  'dealer_stand_in_tokens',
  'eu_download_slots',
  'eu_downloads',
  'rate_limit_counters',
  'recommendation_activities',
  'registration_tickets_used',
  'sync_applied_operations',
] as const;

/**
 * Kept as they are. Sign-ins survive a reset, so a browser state saved after a real sign-in
 * stays signed in and each test can start clean without signing in again: the customers, their
 * sessions and tokens, and the pending sign-ins and codes of the shopper login and the
 * identity providers (with the accounts made through 'Create an account'). The server's own
 * rows stay too: the schema version, the seed marker, the token secret and signing keys this
 * process is using, and the catalogue version, which the reset moves on instead.
 */
export const keptTables = {
  customers: 'a sign-in',
  shopper_refresh_tokens: 'a sign-in',
  shopper_sessions: 'a sign-in',
  shop_sessions: 'a sign-in',
  shopper_authorization_codes: 'a sign-in under way',
  shopper_pending_logins: 'a sign-in under way',
  idp_authorization_codes: 'a sign-in under way',
  idp_users: 'an identity made through Create an account',
  schema_migrations: 'the schema version',
  demo_data: 'the seed marker',
  server_secrets: 'the token secret this process signs with',
  signing_keys: 'the keys this process signs with',
  catalogue_version: 'moved on by the reset, so every ETag changes',
} as const;

/** Where the seeded rows of the restored tables are kept, beside the live ones. */
export const snapshotSchema = 'demo_snapshot';

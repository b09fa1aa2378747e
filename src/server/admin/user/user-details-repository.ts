/**
 * The writes of an admin's user update: the EPCUsers record, and the c_ fields of the
 * customer record(s) of that user, which the shell reads for the header and market choices.
 * A registered customer's EPC user id is its external id, or its own id when it has none
 * (the shopper login's epcUserIdOfCustomer), so one user may have a customer per provider.
 */
import type { Queryable } from '../../db/database';

export async function retailerExists(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from retailers where code = $1', [code]);
  return rows.length > 0;
}

/** Merges the fields into the user's EPCUsers record; answers false when there is none. */
export async function updateUserProfileFields(db: Queryable, userId: string, fields: Record<string, unknown>) {
  const rows = await db.query(
    `update custom_objects set data = data || $2::jsonb, last_modified = now()
     where type = 'EPCUsers' and key = $1
     returning key`,
    [userId, JSON.stringify(fields)],
  );
  return rows.length > 0;
}

export async function updateUserCustomerFields(db: Queryable, userId: string, fields: Record<string, unknown>) {
  await db.query(
    `update customers set custom_fields = custom_fields || $2::jsonb, last_modified = now()
     where auth_type = 'registered' and coalesce(external_id, customer_id) = $1`,
    [userId, JSON.stringify(fields)],
  );
}

export async function lockUserProfile(db: Queryable, userId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ data: Record<string, unknown> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1 for update`,
    [userId],
  );
  return row?.data;
}

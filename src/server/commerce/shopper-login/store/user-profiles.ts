/** EPCUsers profiles (custom objects keyed by user id), read and written by the sign-in and the sync endpoint (profile changes). */
import type { UserProfile } from '../../../../domain/profile/user-profile';
import type { Queryable } from '../../../db/database';
import { readableFields } from '../../data-api/custom-objects/custom-object-field-types';

export const userProfileType = 'EPCUsers' as const;

/** Locks the profile's row for the rest of the transaction: the login count must not lose a sign-in. */
export async function readUserProfileForUpdate(tx: Queryable, userId: string): Promise<UserProfile | undefined> {
  const [row] = await tx.query<{ data: UserProfile }>(
    'select data from custom_objects where type = $1 and key = $2 for update',
    [userProfileType, userId],
  );
  // A field stored with another type (by hand, or before the data API checked types) is read
  // as missing, so the login-flow rules fill it in rather than fail on it.
  return row === undefined ? undefined : readableFields(userProfileType, row.data);
}

export async function writeUserProfile(tx: Queryable, profile: UserProfile): Promise<void> {
  await tx.query(
    `insert into custom_objects (type, key, data) values ($1, $2, $3::jsonb)
     on conflict (type, key) do update set data = excluded.data, last_modified = now()`,
    [userProfileType, profile.key_value_string, JSON.stringify(profile)],
  );
}

/**
 * Merges `fields` into the profile's record, leaving its other fields as they are (the sync
 * endpoint writes only the profile fields a change touched). Answers whether a record was there to update.
 */
export async function mergeUserProfileFields(
  tx: Queryable,
  userId: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const rows = await tx.query<{ key: string }>(
    `update custom_objects set data = data || $3::jsonb, last_modified = now()
     where type = $1 and key = $2 returning key`,
    [userProfileType, userId, JSON.stringify(fields)],
  );
  return rows.length > 0;
}

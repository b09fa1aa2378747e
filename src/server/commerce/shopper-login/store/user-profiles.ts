/** EPCUsers profiles (custom objects keyed by user id), read and written by the sign-in. */
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

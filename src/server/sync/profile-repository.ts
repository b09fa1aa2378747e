/**
 * The user's synced profile (src/domain/profile/stored-profile-fields.ts): read from their
 * EPCUsers record under a row lock, and written back field by field, only the fields a change
 * touched, to the record and, for language, market, names and phone, to the customer's c_
 * fields, so both records agree (catalogue spec, section 3; shell spec, section 3).
 */
import {
  changedFields,
  customerMirrorFields,
  storedProfileFields,
  syncedProfileOf,
} from '../../domain/profile/stored-profile-fields';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { SyncedProfile } from '../../domain/sync/sync-contracts';
import type { Queryable } from '../db/database';
import { ClientError } from '../commerce/shop-api/client-error';
import { mergeUserProfileFields, readUserProfileForUpdate } from '../commerce/shopper-login/store/user-profiles';

/** The catalogue spec's message (section 8) when the user record save fails. */
export const userNotUpdatedMessage = 'User not Updated in RDM';

export interface LockedProfile {
  record: UserProfile;
  profile: SyncedProfile;
}

/** The profile, its row locked until the transaction ends. */
export async function lockProfile(tx: Queryable, userId: string): Promise<LockedProfile> {
  const record = await readUserProfileForUpdate(tx, userId);
  if (record === undefined) throw new ClientError(403, 'Only approved users can sync changes.');
  return { record, profile: syncedProfileOf(record as unknown as Record<string, unknown>) };
}

export async function saveProfile(
  tx: Queryable,
  owner: { userId: string; customerId: string },
  before: SyncedProfile,
  after: SyncedProfile,
): Promise<void> {
  const fields = changedFields(storedProfileFields, before, after);
  if (Object.keys(fields).length === 0) return;
  if (!(await mergeUserProfileFields(tx, owner.userId, fields))) throw new Error(userNotUpdatedMessage);
  const mirror = changedFields(customerMirrorFields, before, after);
  if (Object.keys(mirror).length === 0) return;
  await tx.query(
    `update customers set
       custom_fields = custom_fields || $2::jsonb,
       first_name = coalesce($3, first_name),
       last_name = coalesce($4, last_name),
       phone = coalesce($5, phone),
       last_modified = now()
     where customer_id = $1`,
    [
      owner.customerId,
      JSON.stringify(mirror),
      textOrNull(mirror['c_epcUserFirstName']),
      textOrNull(mirror['c_epcUserLastName']),
      textOrNull(mirror['c_epcUserPhone']),
    ],
  );
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

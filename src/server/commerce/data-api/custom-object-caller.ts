/**
 * Who is calling the data API, as the access rules need it: the EPC user id of a registered
 * token and that user's EPCUsers profile, read fresh on each request so that an admin's
 * change of role counts at once, without waiting for new tokens.
 */
import type { AccessTokenClaims } from '../../auth/access-token';
import type { Queryable } from '../../db/database';
import type { CustomObjectCaller } from '../../../domain/profile/custom-object-access';
import type { UserProfile } from '../../../domain/profile/user-profile';
import { readableFields } from './custom-objects/custom-object-field-types';
import { findCustomObject } from './custom-objects/custom-object-repository';

export async function findUserProfile(db: Queryable, userId: string): Promise<UserProfile | undefined> {
  const row = await findCustomObject(db, 'EPCUsers', userId);
  if (row === undefined) return undefined;
  // A field missing from an old record simply grants nothing in the access rules; one stored
  // with another type (a number as c_epcUserMarket) is read as missing too, never thrown on.
  return { ...readableFields('EPCUsers', row.data), key_value_string: row.key } as unknown as UserProfile;
}

export async function findCaller(db: Queryable, shopper: AccessTokenClaims | null): Promise<CustomObjectCaller> {
  const userId = shopper?.authType === 'registered' ? shopper.userId : undefined;
  if (userId === undefined) return { userId: undefined, profile: undefined };
  return { userId, profile: await findUserProfile(db, userId) };
}

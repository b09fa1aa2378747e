/**
 * What a paid subscription order changes, inside the order's transaction: the EPCUsers
 * profile's c_epcSubscriptionEndDate moves to max(now, current end) + the period
 * (src/domain/subscription), the user is active and billable, and the customer record's copy
 * of the end date (which the client's page access reads) follows.
 */
import { nextSubscriptionEnd } from '../../../../domain/subscription/subscription-end';
import type { SubscriptionPeriod } from '../../../../domain/subscription/subscription-period';
import {
  lockUserProfile,
  updateUserCustomerFields,
  updateUserProfileFields,
} from '../../../admin/user/user-details-repository';
import type { Queryable } from '../../../db/database';
import { ClientError } from '../client-error';

/** Answers the new end (an ISO instant). */
export async function extendSubscription(
  db: Queryable,
  userId: string,
  period: SubscriptionPeriod,
  now: Date,
): Promise<string> {
  const profile = await lockUserProfile(db, userId);
  if (profile === undefined) throw new ClientError(403, 'This sign-in has no EPC user profile to subscribe.');
  const current = profile.c_epcSubscriptionEndDate;
  const end = nextSubscriptionEnd(typeof current === 'string' ? current : undefined, period, now);
  await updateUserProfileFields(db, userId, {
    c_epcSubscriptionEndDate: end,
    c_epcUserActive: true,
    c_epcBillableFlag: true,
  });
  await updateUserCustomerFields(db, userId, { c_epcSubscriptionEndDate: end });
  return end;
}

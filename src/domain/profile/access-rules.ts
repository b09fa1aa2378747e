/**
 * Who may use what, read from the EPC user profile (catalogue spec, sections 4 and 6). Pure:
 * the caller passes `today` as an ISO date (yyyy-mm-dd) in the user's own calendar, or `now`
 * where an instant decides (a subscription bought by the hour), so the rules never read a
 * clock and a whole expiry day counts wherever the user is.
 */
import { hasSubscriptionEnded } from '../subscription/subscription-end';
import type { UserProfile, UserRole, UserType } from './user-profile';

type ProfileFacts = Pick<UserProfile, 'c_epcUserStatus' | 'c_epcUserType' | 'c_epcUserRole'>;

/** "A user becomes registered only when the profile status is approved." (section 4) */
export function isRegistered(profile: Pick<UserProfile, 'c_epcUserStatus'>): boolean {
  return profile.c_epcUserStatus === 'approved';
}

/** The admin role counts only on an approved profile, so a pending sign-up cannot administer. */
export function isAdmin(profile: Pick<UserProfile, 'c_epcUserStatus' | 'c_epcUserRole'>): boolean {
  return isRegistered(profile) && profile.c_epcUserRole === 'admin';
}

const typesWithCatalogueAccess: readonly UserType[] = ['internal', 'retailer', 'third-party'];

/**
 * "Catalogue access: approved, and (internal, retailer, third-party, or independent with role
 * sponsored); or approved independent with role true-independent." (section 6)
 */
export function hasCatalogueAccess(profile: ProfileFacts): boolean {
  if (!isRegistered(profile)) return false;
  if (typesWithCatalogueAccess.includes(profile.c_epcUserType)) return true;
  return (
    profile.c_epcUserType === 'independent' &&
    (profile.c_epcUserRole === 'sponsored' || profile.c_epcUserRole === 'true-independent')
  );
}

/**
 * "Data download access: active, enabled and approval status approved, optionally not past
 * the expiry date (the whole expiry day is included)." (section 6) Without an expiry date the
 * access does not lapse.
 */
export function hasDataDownloadAccess(
  profile: Pick<
    UserProfile,
    | 'c_epcDataDownloadUserActive'
    | 'c_epcDataDownloadUserEnabled'
    | 'c_epcDataDownloadUserApprovalStatus'
    | 'c_epcDataDownloadUserExpiryDate'
  >,
  today: string,
): boolean {
  if (profile.c_epcDataDownloadUserActive !== true) return false;
  if (profile.c_epcDataDownloadUserEnabled !== true) return false;
  if (profile.c_epcDataDownloadUserApprovalStatus !== 'approved') return false;
  const expiry = profile.c_epcDataDownloadUserExpiryDate;
  return expiry === undefined || expiry === '' || calendarDay(today) <= calendarDay(expiry);
}

function isTrueIndependent(profile: ProfileFacts): boolean {
  return profile.c_epcUserType === 'independent' && profile.c_epcUserRole === 'true-independent';
}

/**
 * "A true-independent approved user is flagged expired when there is no subscription end
 * date or it is in the past." (section 4) An end date (yyyy-mm-dd) is not in the past through
 * that whole day, wherever the user is; an end instant, written by a purchase, ends at that
 * instant (src/domain/subscription/subscription-end.ts), so an hour bought is an hour.
 */
export function isSubscriptionExpired(
  profile: ProfileFacts & Pick<UserProfile, 'c_epcSubscriptionEndDate'>,
  now: Date,
): boolean {
  if (!isRegistered(profile) || !isTrueIndependent(profile)) return false;
  return hasSubscriptionEnded(profile.c_epcSubscriptionEndDate, now);
}

/**
 * "true-independent: independent who pays. Sees Manage Subscription and can open
 * /manage-subscription." (shell spec, section 6) An expired subscriber still can, to renew
 * (catalogue spec, section 4).
 */
export function canManageSubscription(profile: ProfileFacts): boolean {
  return isRegistered(profile) && isTrueIndependent(profile);
}

/**
 * Who sees prices and stock (issue 20). The price lookup answers a dealer's prices and stock
 * (catalogue spec, section 7: dealerCode), and the spec's pricing code prices internal users
 * (jlr_internal), retailers and sponsored independents (their dealer, c_epcPartnerId) and the
 * third-party type (rates forced to 0, section 6). A true-independent has no dealer and no
 * rule in the pricing code: they subscribe to repair information, not to a dealer's prices.
 * So: catalogue access, and not a true-independent.
 */
export function hasPriceAccess(profile: ProfileFacts): boolean {
  return hasCatalogueAccess(profile) && !isTrueIndependent(profile);
}

const independentRoles: readonly UserRole[] = ['sponsored', 'true-independent'];

/**
 * Sponsored and true-independent are the two kinds of independent user (shell spec, section
 * 1), so those roles fit no other type. Answers why not, or undefined when they fit.
 */
export function describeRoleTypeMismatch(type: UserType, role: UserRole): string | undefined {
  if (independentRoles.includes(role) && type !== 'independent') {
    return `The role ${role} is only for independent users, not ${type} users.`;
  }
  return undefined;
}

/** The date part of an ISO date or date-time, so '2026-11-22T10:00:00Z' compares as its day. */
function calendarDay(isoDate: string): string {
  return isoDate.slice(0, 10);
}

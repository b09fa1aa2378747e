/**
 * What the header and the profile popover offer a registered user (shell spec, sections 2
 * and 6), read from the customer's c_ fields. A registered customer exists only for an
 * approved EPCUsers profile (the login flow saves none otherwise), so the customer's type and
 * role are read as those of an approved profile and the access rules apply unchanged.
 */
import { canManageSubscription, hasDataDownloadAccess, isAdmin } from '../profile/access-rules';
import type { UserProfile, UserRole, UserType } from '../profile/user-profile';

export interface CustomerFacts {
  c_epcUserType?: string;
  c_epcUserRole?: string;
  c_epcUserFirstName?: string;
  c_epcUserLastName?: string;
  c_epcFullName?: string;
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: string;
  c_epcDataDownloadUserExpiryDate?: string;
}

/** The popover's links, in the spec's order. */
export type ProfileLink =
  'shopping-list' | 'notes' | 'help' | 'settings' | 'manage-subscription' | 'search-history' | 'data-download';

const userTypes: readonly string[] = ['retailer', 'internal', 'third-party', 'independent'] satisfies UserType[];
const userRoles: readonly string[] = ['user', 'admin', 'sponsored', 'true-independent'] satisfies UserRole[];

function isUserType(value: string | undefined): value is UserType {
  return value !== undefined && userTypes.includes(value);
}

function isUserRole(value: string | undefined): value is UserRole {
  return value !== undefined && userRoles.includes(value);
}

function approvedProfileOf(
  customer: CustomerFacts,
): Pick<UserProfile, 'c_epcUserStatus' | 'c_epcUserType' | 'c_epcUserRole'> | undefined {
  const type = customer.c_epcUserType;
  const role = customer.c_epcUserRole;
  if (!isUserType(type) || !isUserRole(role)) return undefined;
  return { c_epcUserStatus: 'approved', c_epcUserType: type, c_epcUserRole: role };
}

/** "Admin tab (admin role only)." */
export function showsAdminTab(customer: CustomerFacts): boolean {
  const profile = approvedProfileOf(customer);
  return profile !== undefined && isAdmin(profile);
}

/** "The type and role line is hidden for independent users whose role is sponsored or true-independent." */
export function showsTypeAndRole(customer: CustomerFacts): boolean {
  if (customer.c_epcUserType === undefined || customer.c_epcUserRole === undefined) return false;
  const independentRole = customer.c_epcUserRole === 'sponsored' || customer.c_epcUserRole === 'true-independent';
  return !(customer.c_epcUserType === 'independent' && independentRole);
}

/**
 * The data-download fields reach the customer only when the profile carries them; without
 * them the eligibility check fails, so the link is not offered.
 */
function isDataDownloadEligible(customer: CustomerFacts, today: string): boolean {
  const status = customer.c_epcDataDownloadUserApprovalStatus;
  return hasDataDownloadAccess(
    {
      c_epcDataDownloadUserActive: customer.c_epcDataDownloadUserActive,
      c_epcDataDownloadUserEnabled: customer.c_epcDataDownloadUserEnabled,
      c_epcDataDownloadUserApprovalStatus:
        status === 'approved' || status === 'pending' || status === 'rejected' ? status : undefined,
      c_epcDataDownloadUserExpiryDate: customer.c_epcDataDownloadUserExpiryDate,
    },
    today,
  );
}

/** today: the user's own calendar day as yyyy-mm-dd (the expiry day counts whole). */
export function profileLinks(customer: CustomerFacts, today: string): ProfileLink[] {
  const profile = approvedProfileOf(customer);
  return [
    'shopping-list',
    'notes',
    'help',
    'settings',
    ...(profile !== undefined && canManageSubscription(profile) ? (['manage-subscription'] as const) : []),
    'search-history',
    ...(isDataDownloadEligible(customer, today) ? (['data-download'] as const) : []),
  ];
}

/** Initials from the first and last names, else from the full name's first and last words. */
export function initialsOf(customer: CustomerFacts): string {
  const fromNames = [customer.c_epcUserFirstName, customer.c_epcUserLastName].filter(
    (name) => name !== undefined && name.trim() !== '',
  );
  const words =
    fromNames.length > 0 ? fromNames : (customer.c_epcFullName ?? '').split(/\s+/).filter((word) => word !== '');
  const picked = words.length > 2 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word?.trim() ?? '')[0]?.toLocaleUpperCase() ?? '').join('');
}

/**
 * The profile fields a registered customer carries as c_ custom fields (shell spec, section
 * 3), copied from the EPCUsers profile at each sign-in so the shell can read type, role,
 * market and language from the customer without a second lookup (and whether the Data
 * Download Platform link shows: the data download fields, when the profile has them). The
 * status and the subscription end date travel too, so the client can mirror the access policy
 * on its pages (an expired true-independent is pointed to /manage-subscription) from the copy
 * it keeps on the device, offline included.
 */
import type { UserProfile } from './user-profile';

export interface CustomerProfileFields {
  c_epcUserType: UserProfile['c_epcUserType'];
  c_epcUserRole: UserProfile['c_epcUserRole'];
  c_epcUserStatus: UserProfile['c_epcUserStatus'];
  c_epcUserMarket: string;
  c_epcUserLanguage: string;
  c_epcUserFirstName: string;
  c_epcUserLastName: string;
  c_epcFullName: string;
  c_epcPartnerId?: string;
  c_epcLastLoginTime?: string;
  c_epcPreviousLoginTime?: string;
  c_epcSubscriptionEndDate?: string;
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: UserProfile['c_epcDataDownloadUserApprovalStatus'];
  c_epcDataDownloadUserExpiryDate?: string;
}

const dataDownloadFields = [
  'c_epcDataDownloadUserActive',
  'c_epcDataDownloadUserEnabled',
  'c_epcDataDownloadUserApprovalStatus',
  'c_epcDataDownloadUserExpiryDate',
] as const;

/** The data download fields the profile has, and only those (absent stays absent). */
function presentDataDownloadFields(profile: UserProfile): Partial<CustomerProfileFields> {
  return Object.fromEntries(
    dataDownloadFields.filter((field) => profile[field] !== undefined).map((field) => [field, profile[field]]),
  );
}

export function customerProfileFields(profile: UserProfile): CustomerProfileFields {
  return {
    c_epcUserType: profile.c_epcUserType,
    c_epcUserRole: profile.c_epcUserRole,
    c_epcUserStatus: profile.c_epcUserStatus,
    c_epcUserMarket: profile.c_epcUserMarket,
    c_epcUserLanguage: profile.c_epcUserLanguage,
    c_epcUserFirstName: profile.c_epcUserFirstName,
    c_epcUserLastName: profile.c_epcUserLastName,
    c_epcFullName: profile.c_epcFullName,
    ...(profile.c_epcPartnerId === undefined ? {} : { c_epcPartnerId: profile.c_epcPartnerId }),
    ...(profile.c_epcLastLoginTime === undefined ? {} : { c_epcLastLoginTime: profile.c_epcLastLoginTime }),
    ...(profile.c_epcPreviousLoginTime === undefined ? {} : { c_epcPreviousLoginTime: profile.c_epcPreviousLoginTime }),
    ...(profile.c_epcSubscriptionEndDate === undefined
      ? {}
      : { c_epcSubscriptionEndDate: profile.c_epcSubscriptionEndDate }),
    ...presentDataDownloadFields(profile),
  };
}

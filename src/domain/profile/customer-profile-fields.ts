/**
 * The profile fields a registered customer carries as c_ custom fields (shell spec, section
 * 3), copied from the EPCUsers profile at each sign-in so the shell can read type, role,
 * market and language from the customer without a second lookup.
 */
import type { UserProfile } from './user-profile';

export interface CustomerProfileFields {
  c_epcUserType: UserProfile['c_epcUserType'];
  c_epcUserRole: UserProfile['c_epcUserRole'];
  c_epcUserMarket: string;
  c_epcUserLanguage: string;
  c_epcUserFirstName: string;
  c_epcUserLastName: string;
  c_epcFullName: string;
  c_epcPartnerId?: string;
  c_epcLastLoginTime?: string;
}

export function customerProfileFields(profile: UserProfile): CustomerProfileFields {
  return {
    c_epcUserType: profile.c_epcUserType,
    c_epcUserRole: profile.c_epcUserRole,
    c_epcUserMarket: profile.c_epcUserMarket,
    c_epcUserLanguage: profile.c_epcUserLanguage,
    c_epcUserFirstName: profile.c_epcUserFirstName,
    c_epcUserLastName: profile.c_epcUserLastName,
    c_epcFullName: profile.c_epcFullName,
    ...(profile.c_epcPartnerId === undefined ? {} : { c_epcPartnerId: profile.c_epcPartnerId }),
    ...(profile.c_epcLastLoginTime === undefined ? {} : { c_epcLastLoginTime: profile.c_epcLastLoginTime }),
  };
}

/**
 * One example of each principal of the written policy: the token kind and the EPCUsers
 * profile fields that put a caller in that column. The policy document's table and the
 * authorisation matrix test are both built from these, so a column means the same in both.
 * Dates are fixed far from today on purpose: the expired subscription ended in 2025, the
 * running ones end in 2099.
 */
import type { UserProfile } from '../profile/user-profile';
import type { PrincipalName } from './principal';

export interface PrincipalExample {
  token: 'none' | 'guest' | 'registered';
  /** Profile fields over a default approved retailer user; null: no profile at all. */
  profile?: Partial<UserProfile> | null;
  label: string;
}

export const policyDealerCode = '006CC';

export const principalExamples: Record<PrincipalName, PrincipalExample> = {
  anonymous: { token: 'none', label: 'Anonymous (no or an invalid token)' },
  guest: { token: 'guest', label: 'Guest' },
  'no-profile': { token: 'registered', profile: null, label: 'Signed in, no profile yet' },
  pending: { token: 'registered', profile: { c_epcUserStatus: 'pending', c_epcUserActive: false }, label: 'Pending' },
  rejected: {
    token: 'registered',
    profile: { c_epcUserStatus: 'rejected', c_epcUserActive: false },
    label: 'Rejected',
  },
  'internal-user': {
    token: 'registered',
    profile: { c_epcUserType: 'internal', c_epcUserRole: 'user' },
    label: 'Internal user',
  },
  'internal-admin': {
    token: 'registered',
    profile: { c_epcUserType: 'internal', c_epcUserRole: 'admin' },
    label: 'Internal admin',
  },
  'retailer-user': {
    token: 'registered',
    profile: { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcPartnerId: policyDealerCode },
    label: 'Retailer user',
  },
  'retailer-admin': {
    token: 'registered',
    profile: { c_epcUserType: 'retailer', c_epcUserRole: 'admin', c_epcPartnerId: policyDealerCode },
    label: 'Retailer admin (parts manager)',
  },
  'third-party': {
    token: 'registered',
    profile: { c_epcUserType: 'third-party', c_epcUserRole: 'user' },
    label: 'Third-party user',
  },
  'data-download': {
    token: 'registered',
    profile: {
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcDataDownloadUserActive: true,
      c_epcDataDownloadUserEnabled: true,
      c_epcDataDownloadUserApprovalStatus: 'approved',
      c_epcDataDownloadUserExpiryDate: '2099-12-31',
    },
    label: 'Data-download user',
  },
  sponsored: {
    token: 'registered',
    profile: { c_epcUserType: 'independent', c_epcUserRole: 'sponsored', c_epcPartnerId: policyDealerCode },
    label: 'Independent, sponsored',
  },
  'true-independent': {
    token: 'registered',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcSubscriptionEndDate: '2099-12-31',
    },
    label: 'True-independent',
  },
  'expired-true-independent': {
    token: 'registered',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcSubscriptionEndDate: '2025-01-31',
    },
    label: 'True-independent, expired',
  },
};

/** A full approved profile for `userId` with the example's fields. */
export function exampleProfile(userId: string, fields: Partial<UserProfile>): UserProfile {
  return {
    key_value_string: userId,
    c_epcUserType: 'retailer',
    c_epcUserRole: 'user',
    c_epcUserEmail: `${userId}@example.com`,
    c_epcUserFirstName: 'Jo',
    c_epcUserLastName: 'Bloggs',
    c_epcFullName: 'Jo Bloggs',
    c_epcUserStatus: 'approved',
    c_epcUserMarket: 'GB',
    c_epcUserLanguage: 'en-GB',
    c_epcUserActive: true,
    c_epcBillableFlag: true,
    c_epcLoginCount: 1,
    ...fields,
  };
}

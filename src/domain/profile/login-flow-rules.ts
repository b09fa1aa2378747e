/**
 * What a sign-in does to the user's EPC profile, and whether the user becomes a registered
 * shopper (catalogue spec, section 4; roles and the internal default profile in section 6).
 * Pure: the caller reads the EPCUsers record (and, for retailers, the retailer lookup),
 * passes the time in, and writes back the profile the outcome carries, in one transaction.
 */
import type { RetailerDetails, RetailerFound } from './retailer-details';
import type { LoginIdentity, UserProfile } from './user-profile';

export type LoginOutcome =
  | { kind: 'registered'; profile: UserProfile }
  | { kind: 'pending'; profile: UserProfile }
  | { kind: 'rejected' }
  | { kind: 'registration-required' }
  | { kind: 'user-not-found' };

export interface LoginFlowInput {
  identity: LoginIdentity;
  /** The EPCUsers record keyed by epcUserIdOf(identity), when there is one. */
  existing: UserProfile | undefined;
  /** Retailer sign-in only: what the retailer lookup answered for the identity. */
  retailerDetails?: RetailerDetails;
  now: Date;
}

/** The car maker the internal staff work for (the demo brands' made-up parent company). */
export const carMakerCompanyName = 'Arden Corvid Motor Company';
export const defaultMarket = 'GB';
export const defaultLanguage = 'en-GB';
export const defaultExportConfig = 'export_csv';

/** The EPCUsers key of an identity: the id its provider knows the person by. */
export function epcUserIdOf(identity: LoginIdentity): string {
  return identity.externalId;
}

export function applyLoginFlow(input: LoginFlowInput): LoginOutcome {
  switch (input.identity.provider) {
    case 'corporate': {
      return corporateLogin(input);
    }
    case 'retailer': {
      return retailerLogin(input);
    }
    case 'third-party': {
      return thirdPartyLogin(input);
    }
  }
}

// Internal users via single sign-on are created approved and active on first sign-in.
function corporateLogin({ identity, existing, now }: LoginFlowInput): LoginOutcome {
  const profile = existing ?? internalDefaultProfile(identity);
  return outcomeOf(withSingleSignOnFlags(recordLogin(profile, identity, now)));
}

// The retailer lookup decides first: an employee it does not know is 'User not found'
// (catalogue spec, section 8), whatever the profile store holds.
function retailerLogin({ identity, existing, retailerDetails, now }: LoginFlowInput): LoginOutcome {
  if (retailerDetails === undefined || !retailerDetails.userFound) return { kind: 'user-not-found' };
  const profile = existing ?? retailerSelfRegistration(identity, retailerDetails);
  return outcomeOf(withSingleSignOnFlags(recordLogin(profile, identity, now)));
}

// Third-party and independent users register through the registration page first.
function thirdPartyLogin({ identity, existing, now }: LoginFlowInput): LoginOutcome {
  if (existing === undefined) return { kind: 'registration-required' };
  return outcomeOf(withThirdPartyFlags(recordLogin(existing, identity, now)));
}

/** Only approved users are registered; a rejected user gets nothing, not even a login count. */
export function outcomeOf(profile: UserProfile): LoginOutcome {
  switch (profile.c_epcUserStatus) {
    case 'approved': {
      return { kind: 'registered', profile };
    }
    case 'pending': {
      return { kind: 'pending', profile };
    }
    case 'rejected': {
      return { kind: 'rejected' };
    }
  }
}

/**
 * On every login: last login time, names, and login count increased by one. The login time it
 * replaces is kept as the previous one, which the profile popover shows as 'Last Accessed'
 * (shell spec, section 2): read after this sign-in, the last login time would always be today.
 */
export function recordLogin(profile: UserProfile, identity: LoginIdentity, now: Date): UserProfile {
  // A provider that sends no name (third-party names are optional) keeps the stored one.
  const firstName = identity.firstName === '' ? profile.c_epcUserFirstName : identity.firstName;
  const lastName = identity.lastName === '' ? profile.c_epcUserLastName : identity.lastName;
  return {
    ...profile,
    c_epcUserFirstName: firstName,
    c_epcUserLastName: lastName,
    c_epcFullName: fullName(firstName, lastName),
    ...(profile.c_epcLastLoginTime === undefined ? {} : { c_epcPreviousLoginTime: profile.c_epcLastLoginTime }),
    c_epcLastLoginTime: now.toISOString(),
    c_epcLoginCount: (profile.c_epcLoginCount ?? 0) + 1,
  };
}

/** Single sign-on flows: billable and active are true unless the status is rejected or pending. */
export function withSingleSignOnFlags(profile: UserProfile): UserProfile {
  const enabled = profile.c_epcUserStatus !== 'rejected' && profile.c_epcUserStatus !== 'pending';
  return { ...profile, c_epcBillableFlag: enabled, c_epcUserActive: enabled };
}

/**
 * Third-party flow: billable and active become true when the user is approved and active,
 * or approved with a subscription end date, or has the sponsored role. The spec names no
 * case that turns them off, so otherwise they stay as an admin left them.
 */
export function withThirdPartyFlags(profile: UserProfile): UserProfile {
  const approved = profile.c_epcUserStatus === 'approved';
  const enabled =
    (approved && profile.c_epcUserActive) ||
    (approved && Boolean(profile.c_epcSubscriptionEndDate)) ||
    profile.c_epcUserRole === 'sponsored';
  return enabled ? { ...profile, c_epcBillableFlag: true, c_epcUserActive: true } : profile;
}

/**
 * Default internal profile (catalogue spec, section 6): company of the car maker, market GB, language
 * en-GB, export config export_csv, billable, active; internal users are admins.
 */
export function internalDefaultProfile(identity: LoginIdentity): UserProfile {
  return {
    key_value_string: epcUserIdOf(identity),
    c_epcUserType: 'internal',
    c_epcUserRole: 'admin',
    c_epcUserStatus: 'approved',
    c_epcUserEmail: identity.email,
    c_epcUserFirstName: identity.firstName,
    c_epcUserLastName: identity.lastName,
    c_epcFullName: fullName(identity.firstName, identity.lastName),
    c_epcUserMarket: defaultMarket,
    c_epcUserLanguage: defaultLanguage,
    c_epcCompanyName: carMakerCompanyName,
    c_epcShoppingExportConfig: defaultExportConfig,
    c_epcBillableFlag: true,
    c_epcUserActive: true,
    c_epcLoginCount: 0,
  };
}

/**
 * Retailer self-registration: role user, status pending, inactive, non-billable, until an
 * admin approves. A parts manager is the dealer's admin: role admin, approved, active,
 * billable at once. Dealer, company and language come from the retailer lookup.
 */
export function retailerSelfRegistration(identity: LoginIdentity, details: RetailerFound): UserProfile {
  const partsManager = details.partsManager === 'Y';
  const firstName = identity.firstName === '' ? details.givenName : identity.firstName;
  const lastName = identity.lastName === '' ? details.sn : identity.lastName;
  return {
    key_value_string: epcUserIdOf(identity),
    c_epcUserType: 'retailer',
    c_epcUserRole: partsManager ? 'admin' : 'user',
    c_epcUserStatus: partsManager ? 'approved' : 'pending',
    c_epcUserEmail: identity.email === '' ? details.fordOtherEmail : identity.email,
    c_epcUserFirstName: firstName,
    c_epcUserLastName: lastName,
    c_epcFullName: fullName(firstName, lastName),
    c_epcUserMarket: identity.marketCode ?? (details.country === '' ? defaultMarket : details.country),
    c_epcCountryOfOrigin: details.country,
    c_epcUserLanguage: details.preferredLanguage === '' ? defaultLanguage : details.preferredLanguage,
    c_epcPartnerId: details.fordSiteCode,
    c_epcCompanyName: details.company,
    c_epcCompanyAddress: details.companyAddress,
    c_epcShoppingExportConfig: defaultExportConfig,
    c_epcBillableFlag: partsManager,
    c_epcUserActive: partsManager,
    c_epcLoginCount: 0,
  };
}

function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

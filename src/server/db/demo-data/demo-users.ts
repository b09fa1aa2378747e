/**
 * The demo people of the three embedded identity providers: one password for all, and one
 * person for each situation the sign-in rules tell apart (catalogue spec, section 4). The
 * identity providers sign these people in; the demo data seeds the EPCUsers profiles and
 * retailer-lookup entries the list asks for; the README's demo accounts table is this list.
 */
import type { UserProfile } from '../../../domain/profile/user-profile';
import type { SignInErrorCode } from '../../../domain/profile/sign-in-errors';

export const demoUserPassword = 'demo-pass-2026';

/** What the app's callback receives after this person signs in. */
export type DemoSignInResult =
  'registered' | Exclude<SignInErrorCode, 'access_denied' | 'temporarily_unavailable' | 'server_error'>;

/** The profile fields a seeded EPCUsers record starts with (names and email come from the person). */
export type SeededProfile = Pick<
  UserProfile,
  'c_epcUserType' | 'c_epcUserRole' | 'c_epcUserStatus' | 'c_epcUserActive' | 'c_epcBillableFlag'
> &
  Partial<
    Pick<
      UserProfile,
      | 'c_epcUserMarket'
      | 'c_epcUserLanguage'
      | 'c_epcPartnerId'
      | 'c_epcCompanyName'
      | 'c_epcSubscriptionEndDate'
      | 'c_epcDataDownloadUserActive'
      | 'c_epcDataDownloadUserEnabled'
      | 'c_epcDataDownloadUserApprovalStatus'
    >
  >;

interface DemoUserBase {
  /** What they type into the provider's sign-in form. */
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  /** One line for the README: what signing in as this person shows. */
  demonstrates: string;
  result: DemoSignInResult;
  /** A pre-existing EPCUsers record, for people the rules expect to be known already. */
  profile?: SeededProfile;
}

export interface CorporateDemoUser extends DemoUserBase {
  kind: 'corporate';
  /** The corporate UserId (cdsid), also their EPCUsers key. */
  userId: string;
}

export interface RetailerDemoUser extends DemoUserBase {
  kind: 'retailer';
  /** unique_name, also their EPCUsers key and retailer-lookup id. */
  uniqueName: string;
  dealerCode: string;
  brand: 'arden' | 'corvid';
  marketCode: string;
  employeeCode: string;
  /** Their retailer-lookup entry; absent for the person the lookup does not know. */
  directory?: { partsManager: boolean; preferredLanguage: string; companyAddress: string };
}

export interface ThirdPartyDemoUser extends DemoUserBase {
  kind: 'third-party';
  /** external_id, also their EPCUsers key. */
  externalId: string;
  phone: string;
}

export type DemoUser = CorporateDemoUser | RetailerDemoUser | ThirdPartyDemoUser;

export const demoUsers: readonly DemoUser[] = [
  {
    kind: 'corporate',
    username: 'jsmith',
    userId: 'JSMITH',
    givenName: 'Jane',
    familyName: 'Smith',
    email: 'jane.smith@arden-corvid.example',
    result: 'registered',
    demonstrates:
      'Internal staff: the first sign-in creates the internal default profile (admin, approved, active, billable, GB, en-GB).',
  },
  {
    kind: 'corporate',
    username: 'alopez',
    userId: 'ALOPEZ',
    givenName: 'Ana',
    familyName: 'Lopez',
    email: 'ana.lopez@arden-corvid.example',
    result: 'registered',
    demonstrates:
      'Internal staff like Jane Smith; the browser tests that change the saved language and market use her alone, so no other test signs in to a changed language.',
  },
  {
    kind: 'corporate',
    username: 'bkim',
    userId: 'BKIM',
    givenName: 'Ben',
    familyName: 'Kim',
    email: 'ben.kim@arden-corvid.example',
    result: 'registered',
    demonstrates: 'Internal staff like Jane Smith; the browser tests of profile sync across devices use him alone.',
  },
  {
    kind: 'corporate',
    username: 'mtanaka',
    userId: 'MTANAKA',
    givenName: 'Mei',
    familyName: 'Tanaka',
    email: 'mei.tanaka@arden-corvid.example',
    result: 'registered',
    demonstrates:
      'Internal staff like Jane Smith; the browser tests that read the catalogue and its documents in other languages use her alone.',
  },
  {
    kind: 'corporate',
    username: 'dmorgan',
    userId: 'DMORGAN',
    givenName: 'David',
    familyName: 'Morgan',
    email: 'david.morgan@arden-corvid.example',
    result: 'user_rejected',
    demonstrates: 'Internal staff whose profile was rejected: the sign-in is refused.',
    profile: {
      c_epcUserType: 'internal',
      c_epcUserRole: 'admin',
      c_epcUserStatus: 'rejected',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
    },
  },
  {
    kind: 'retailer',
    username: 'rparts',
    uniqueName: 'rparts',
    givenName: 'Rita',
    familyName: 'Parker',
    email: 'rita.parker@006cc.dealer.example',
    dealerCode: '006CC',
    brand: 'corvid',
    marketCode: 'GB',
    employeeCode: 'PM',
    directory: { partsManager: true, preferredLanguage: 'en-GB', companyAddress: '4 Mill Lane, Corringham, SS17 9AA' },
    result: 'registered',
    demonstrates: 'Retailer parts manager: the first sign-in self-registers as admin, approved, active, billable.',
  },
  {
    kind: 'retailer',
    username: 'rtech',
    uniqueName: 'rtech',
    givenName: 'Tom',
    familyName: 'Turner',
    email: 'tom.turner@005ca.dealer.example',
    dealerCode: '005CA',
    brand: 'arden',
    marketCode: 'CA',
    employeeCode: 'TEC',
    directory: {
      partsManager: false,
      preferredLanguage: 'fr-CA',
      companyAddress: '210 King Street West, Maplestead, ON M5H 1K4',
    },
    result: 'user_pending',
    demonstrates:
      'Retailer technician: the first sign-in self-registers as user, pending, inactive, non-billable (not registered).',
  },
  {
    kind: 'retailer',
    username: 'rlee',
    uniqueName: 'rlee',
    givenName: 'Robin',
    familyName: 'Lee',
    email: 'robin.lee@006cc.dealer.example',
    dealerCode: '006CC',
    brand: 'corvid',
    marketCode: 'GB',
    employeeCode: 'TEC',
    directory: { partsManager: false, preferredLanguage: 'en-GB', companyAddress: '4 Mill Lane, Corringham, SS17 9AA' },
    result: 'registered',
    demonstrates: 'Retailer technician whom an admin has already approved: registered, role user.',
    profile: {
      c_epcUserType: 'retailer',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcPartnerId: '006CC',
      c_epcCompanyName: 'Corringham Car Centre',
    },
  },
  {
    kind: 'retailer',
    username: 'rnobody',
    uniqueName: 'rnobody',
    givenName: 'Riley',
    familyName: 'Nolan',
    email: 'riley.nolan@006cc.dealer.example',
    dealerCode: '006CC',
    brand: 'corvid',
    marketCode: 'GB',
    employeeCode: 'TEC',
    result: 'user_not_found',
    demonstrates: "Retailer employee the retailer lookup does not know: 'User not found'.",
  },
  {
    kind: 'third-party',
    username: 'tpuser',
    externalId: 'tp-1001',
    givenName: 'Pat',
    familyName: 'Jones',
    email: 'pat.jones@garage.example',
    phone: '+44 20 7946 0001',
    result: 'registered',
    demonstrates: 'Approved third-party user with Data Download Platform access (the profile menu shows its link).',
    profile: {
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcDataDownloadUserActive: true,
      c_epcDataDownloadUserEnabled: true,
      c_epcDataDownloadUserApprovalStatus: 'approved',
    },
  },
  {
    kind: 'third-party',
    username: 'isponsored',
    externalId: 'tp-1002',
    givenName: 'Sam',
    familyName: 'Okafor',
    email: 'sam.okafor@independent.example',
    phone: '+44 20 7946 0002',
    result: 'registered',
    demonstrates:
      'Independent sponsored by retailer 006CC: the sign-in makes the profile active and billable (sponsored role).',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
      c_epcUserStatus: 'approved',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcPartnerId: '006CC',
    },
  },
  {
    kind: 'third-party',
    username: 'isubscriber',
    externalId: 'tp-1003',
    givenName: 'Alex',
    familyName: 'Fischer',
    email: 'alex.fischer@independent.example',
    phone: '+49 30 901820',
    result: 'registered',
    demonstrates: 'True-independent subscriber whose subscription runs to 2099-12-31.',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcUserMarket: 'DE',
      // English: the saved language applies at every sign-in (issue 15), and the browser tests
      // that sign in as this user read the English wording.
      c_epcUserLanguage: 'en-GB',
      c_epcSubscriptionEndDate: '2099-12-31',
    },
  },
  {
    kind: 'third-party',
    username: 'iexpired',
    externalId: 'tp-1004',
    givenName: 'Chris',
    familyName: 'Novak',
    email: 'chris.novak@independent.example',
    phone: '+44 20 7946 0004',
    result: 'registered',
    demonstrates:
      'True-independent whose subscription ended on 2025-01-31: registered, flagged expired (subscription page).',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcUserStatus: 'approved',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcSubscriptionEndDate: '2025-01-31',
    },
  },
  {
    kind: 'third-party',
    username: 'inosub',
    externalId: 'tp-1005',
    givenName: 'Jo',
    familyName: 'Varga',
    email: 'jo.varga@independent.example',
    phone: '+44 20 7946 0005',
    result: 'registered',
    demonstrates: 'True-independent with no subscription end date: registered, inactive, flagged expired.',
    profile: {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcUserStatus: 'approved',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
    },
  },
  {
    kind: 'third-party',
    username: 'tpnew',
    externalId: 'tp-1006',
    givenName: 'Morgan',
    familyName: 'Reyes',
    email: 'morgan.reyes@garage.example',
    phone: '+44 20 7946 0006',
    result: 'registration_required',
    demonstrates: 'Third-party user with no profile yet: sent to registration.',
  },
  {
    kind: 'third-party',
    username: 'tppending',
    externalId: 'tp-1007',
    givenName: 'Kim',
    familyName: 'Larsen',
    email: 'kim.larsen@garage.example',
    phone: '+45 32 12 34 56',
    result: 'user_pending',
    demonstrates: 'Third-party user who registered and waits for approval.',
    profile: {
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'pending',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
    },
  },
  {
    kind: 'third-party',
    username: 'tprejected',
    externalId: 'tp-1008',
    givenName: 'Lee',
    familyName: 'Carter',
    email: 'lee.carter@garage.example',
    phone: '+44 20 7946 0008',
    result: 'user_rejected',
    demonstrates: 'Third-party user whose registration was rejected.',
    profile: {
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'rejected',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
    },
  },
];

/** The EPCUsers key of a demo person: the id their provider knows them by. */
export function demoUserId(user: DemoUser): string {
  switch (user.kind) {
    case 'corporate': {
      return user.userId;
    }
    case 'retailer': {
      return user.uniqueName;
    }
    case 'third-party': {
      return user.externalId;
    }
  }
}

export interface DemoAccountRow {
  username: string;
  password: string;
  displayName: string;
  kind: DemoUser['kind'];
  /** type / role / status of the seeded profile, or what the first sign-in creates. */
  profile: string;
  result: DemoSignInResult;
  demonstrates: string;
}

/** The rows of the README's demo accounts table, one per demo person. */
export function demoAccountRows(): DemoAccountRow[] {
  return demoUsers.map((user) => ({
    username: user.username,
    password: demoUserPassword,
    displayName: `${user.givenName} ${user.familyName}`,
    kind: user.kind,
    profile:
      user.profile === undefined
        ? 'none before the first sign-in'
        : `${user.profile.c_epcUserType} / ${user.profile.c_epcUserRole} / ${user.profile.c_epcUserStatus}`,
    result: user.result,
    demonstrates: user.demonstrates,
  }));
}

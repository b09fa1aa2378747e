/**
 * Which pages a viewer may open, as the client mirrors the server's access policy
 * (docs/access-policy.md, page table; catalogue spec sections 4 and 6, shell spec sections 2
 * and 6). Pure: the caller says who the viewer is (session kind, the profile kept on the
 * device, a sign-in the server refused) and passes today's date and the instant (a
 * subscription bought by the hour ends at an instant), so the same answer comes online and
 * offline. A closed page is not an error: the decision names why, so the screen can
 * say what the user can do about it.
 */
import {
  canManageSubscription,
  hasCatalogueAccess,
  hasDataDownloadAccess,
  hasPriceAccess,
  isAdmin,
  isSubscriptionExpired,
} from '../profile/access-rules';
import type { UserProfile, UserRole, UserStatus, UserType } from '../profile/user-profile';

/** What opening a page takes (the levels of docs/access-policy.md, page table). */
export type PageRequirement = 'anyone' | 'approved' | 'catalogue-access' | 'admin' | 'subscription' | 'data-download';

/**
 * Pages by path; each entry covers the pages below it. Catalogue data, documents and prices
 * need catalogue access (section 6), and so do the pages that only show them or the user's
 * work on them (home lists the brand's models, the shopping list is priced, search history
 * points into the catalogue). Notes are the user's own, so an approved profile is enough.
 * Settings (this device's preferences and kept vehicles), help, registration and the landing
 * page are open to anyone: a user without an approved profile registers while still a guest.
 */
export const pageRequirements: readonly { path: string; requirement: PageRequirement }[] = [
  { path: '/home', requirement: 'catalogue-access' },
  { path: '/catalogue', requirement: 'catalogue-access' },
  { path: '/shared-catalogue', requirement: 'catalogue-access' },
  { path: '/config-selector', requirement: 'catalogue-access' },
  { path: '/major-section', requirement: 'catalogue-access' },
  { path: '/vin-decoder', requirement: 'catalogue-access' },
  // Text shared with the installed app opens the VIN decoder (issue 21), so it opens where that does.
  { path: '/share-target', requirement: 'catalogue-access' },
  { path: '/search', requirement: 'catalogue-access' },
  { path: '/search-history', requirement: 'catalogue-access' },
  { path: '/illustration-display', requirement: 'catalogue-access' },
  { path: '/shopping-list', requirement: 'catalogue-access' },
  // Any signed-in user uploads a parts list into their own shopping list (issue 16), so it
  // opens where the shopping list does.
  { path: '/upload-csv-xml', requirement: 'catalogue-access' },
  { path: '/notes', requirement: 'approved' },
  // "Admin area. Only for the admin role." (shell spec, 2) Price loads and discount codes,
  // the admin selector's options, are uploaded there.
  { path: '/admin-management', requirement: 'admin' },
  // "Only for true-independent users." (shell spec, 2)
  { path: '/manage-subscription', requirement: 'subscription' },
  // "Shown only to users passing an eligibility check": data download access (section 6).
  { path: '/eu-legislation', requirement: 'data-download' },
];

/** The path itself or one below it: /search covers /search/a/b/c but not /search-history. */
function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function pathOf(appPath: string): string {
  const end = appPath.search(/[?#]/);
  const path = end >= 0 ? appPath.slice(0, end) : appPath;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The landing page, callbacks, help, registration, settings and unknown paths are open to anyone. */
export function pageRequirementOf(appPath: string): PageRequirement {
  const path = pathOf(appPath);
  return pageRequirements.find((entry) => isUnder(path, entry.path))?.requirement ?? 'anyone';
}

/** The profile facts the rules read, as the customer kept on the device carries them. */
export interface ViewerProfile {
  c_epcUserType?: string;
  c_epcUserRole?: string;
  /** Absent on a registered customer: the server keeps a customer only for approved users. */
  c_epcUserStatus?: string;
  c_epcSubscriptionEndDate?: string;
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: string;
  c_epcDataDownloadUserExpiryDate?: string;
}

/** A provider sign-in the server answered without a registered session (section 4). */
export type RefusedSignIn = 'pending' | 'rejected';

export type Viewer =
  | { kind: 'starting' }
  | { kind: 'guest'; refusedSignIn?: RefusedSignIn }
  /** profile undefined: signed in, but the customer has not been read on this device yet. */
  | { kind: 'registered'; profile: ViewerProfile | undefined };

export type PageDecision =
  | { kind: 'open' }
  /** The session is still starting: nothing to decide yet. */
  | { kind: 'wait' }
  | { kind: 'profile-unknown' }
  | { kind: 'sign-in-needed' }
  | { kind: 'approval-awaited' }
  | { kind: 'rejected' }
  | { kind: 'subscription-expired' }
  | { kind: 'no-catalogue-access' }
  | { kind: 'admin-only' }
  | { kind: 'subscription-only' }
  | { kind: 'data-download-only' };

const userTypes: readonly string[] = ['retailer', 'internal', 'third-party', 'independent'] satisfies UserType[];
const userRoles: readonly string[] = ['user', 'admin', 'sponsored', 'true-independent'] satisfies UserRole[];
const userStatuses: readonly string[] = ['pending', 'approved', 'rejected'] satisfies UserStatus[];

type RuleProfile = Pick<
  UserProfile,
  'c_epcUserType' | 'c_epcUserRole' | 'c_epcUserStatus' | 'c_epcSubscriptionEndDate'
>;

/** The facts as the access rules type them, or undefined when type or role is not one the spec knows. */
function ruleProfileOf(profile: ViewerProfile): RuleProfile | undefined {
  const { c_epcUserType: type, c_epcUserRole: role } = profile;
  const status = profile.c_epcUserStatus ?? 'approved';
  if (type === undefined || !userTypes.includes(type) || role === undefined || !userRoles.includes(role))
    return undefined;
  if (!userStatuses.includes(status)) return undefined;
  return {
    c_epcUserType: type as UserType,
    c_epcUserRole: role as UserRole,
    c_epcUserStatus: status as UserStatus,
    c_epcSubscriptionEndDate: profile.c_epcSubscriptionEndDate,
  };
}

function dataDownloadStatusOf(value: string | undefined): UserStatus | undefined {
  return value !== undefined && userStatuses.includes(value) ? (value as UserStatus) : undefined;
}

const open: PageDecision = { kind: 'open' };

/**
 * Customer copies made before the status and subscription end date were copied to the
 * customer carry neither; without the status there is no telling a missing end date from one
 * not copied, so the page opens and the server, which reads the profile itself, decides.
 */
function knowsSubscription(profile: ViewerProfile): boolean {
  return profile.c_epcUserStatus !== undefined;
}

/**
 * today: the viewer's own calendar day, yyyy-mm-dd (download expiry days count whole); now:
 * the instant, which subscription ends are compared with (an end date counts whole too).
 */
export function decidePageAccess(appPath: string, viewer: Viewer, today: string, now: Date): PageDecision {
  const requirement = pageRequirementOf(appPath);
  if (requirement === 'anyone') return open;
  if (viewer.kind === 'starting') return { kind: 'wait' };
  if (viewer.kind === 'guest') {
    if (viewer.refusedSignIn === 'rejected') return { kind: 'rejected' };
    if (viewer.refusedSignIn === 'pending') return { kind: 'approval-awaited' };
    return { kind: 'sign-in-needed' };
  }
  if (viewer.profile === undefined) return { kind: 'profile-unknown' };
  return decideForProfile(requirement, viewer.profile, today, now);
}

function decideForProfile(
  requirement: Exclude<PageRequirement, 'anyone'>,
  profile: ViewerProfile,
  today: string,
  now: Date,
): PageDecision {
  const facts = ruleProfileOf(profile);
  if (facts?.c_epcUserStatus === 'pending') return { kind: 'approval-awaited' };
  if (facts?.c_epcUserStatus === 'rejected') return { kind: 'rejected' };
  switch (requirement) {
    case 'approved': {
      return open;
    }
    case 'catalogue-access': {
      if (facts !== undefined && knowsSubscription(profile) && isSubscriptionExpired(facts, now))
        return { kind: 'subscription-expired' };
      return facts !== undefined && hasCatalogueAccess(facts) ? open : { kind: 'no-catalogue-access' };
    }
    case 'admin': {
      return facts !== undefined && isAdmin(facts) ? open : { kind: 'admin-only' };
    }
    case 'subscription': {
      return facts !== undefined && canManageSubscription(facts) ? open : { kind: 'subscription-only' };
    }
    case 'data-download': {
      const eligible = hasDataDownloadAccess(
        {
          c_epcDataDownloadUserActive: profile.c_epcDataDownloadUserActive,
          c_epcDataDownloadUserEnabled: profile.c_epcDataDownloadUserEnabled,
          c_epcDataDownloadUserApprovalStatus: dataDownloadStatusOf(profile.c_epcDataDownloadUserApprovalStatus),
          c_epcDataDownloadUserExpiryDate: profile.c_epcDataDownloadUserExpiryDate,
        },
        today,
      );
      return facts !== undefined && eligible ? open : { kind: 'data-download-only' };
    }
  }
}

/** Whether a link to the page may be shown to the viewer as it stands (hidden otherwise). */
export function mayOpenPage(appPath: string, viewer: Viewer, today: string, now: Date): boolean {
  return decidePageAccess(appPath, viewer, today, now).kind === 'open';
}

/**
 * Whether the viewer sees prices and stock where a part is chosen (issue 20), as the server's
 * 'prices' level decides it (docs/access-policy.md): the client does not even ask otherwise.
 */
export function mayViewPrices(viewer: Viewer, now: Date): boolean {
  if (viewer.kind !== 'registered' || viewer.profile === undefined) return false;
  const facts = ruleProfileOf(viewer.profile);
  if (facts === undefined || !hasPriceAccess(facts)) return false;
  return !(knowsSubscription(viewer.profile) && isSubscriptionExpired(facts, now));
}

/**
 * The access levels of the written policy (docs/access-policy.md) and what each answers to
 * each caller: allowed, 401 (no valid access token: the app signs in again) or 403 with a
 * detail saying why and what to do, which the client shows as it is.
 */
import { hasPriceAccess } from '../profile/access-rules';
import type { Principal } from './principal';

export const accessLevels = [
  'public',
  'shopper',
  'signed-in',
  'approved',
  'catalogue',
  'prices',
  'subscriber',
  'data-download',
  'admin',
  'internal-admin',
] as const;

export type AccessLevel = (typeof accessLevels)[number];

/** One line per level for the policy document. */
export const accessLevelMeaning: Record<AccessLevel, string> = {
  public: 'no access token needed; the answer does not depend on the caller',
  shopper: 'any valid access token, guest included',
  'signed-in': 'a registered (signed-in) token, whatever the profile says',
  approved: 'a signed-in user whose EPCUsers profile is approved',
  catalogue: 'catalogue access (catalogue spec, section 6) and, for a true-independent, a running subscription',
  prices:
    'catalogue access, and a user the pricing code prices (hasPriceAccess): internal, retailer, third-party, sponsored; not a true-independent',
  subscriber: 'an approved true-independent, expired included (so they can renew)',
  'data-download':
    'the data-download rule (catalogue spec, section 6): download access active, enabled and approved, through the whole expiry day',
  admin: 'an approved admin (internal admin, or a retailer parts manager)',
  'internal-admin': 'an approved internal admin (what is the same for every dealer, such as a market’s prices)',
};

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; detail: string };

export const refusals = {
  noToken: 'A valid access token is required.',
  guest: 'Guests cannot do this; please sign in.',
  noProfile: 'This sign-in has no EPC user profile yet; please complete your registration.',
  pending: 'Your registration is awaiting approval; you can use this once an administrator has approved it.',
  rejected: 'Your registration was rejected, so you cannot use this; please contact your administrator.',
  expired: 'Your subscription has expired; renew it at /manage-subscription to use the catalogue again.',
  noCatalogue: 'Your user type and role do not give access to the catalogue.',
  noPrices:
    'Prices and stock are for internal, retailer, third-party and sponsored users; a true-independent subscription does not include them.',
  notTrueIndependent: 'Only a true-independent user has a subscription to manage.',
  noDataDownload:
    'Your account does not have Data Download Platform access (it must be active, enabled and approved, and not past its expiry date); please contact your administrator.',
  notAdmin: 'Only an admin can do this.',
  notInternalAdmin: 'Only an internal admin can do this.',
} as const;

const allowed: AccessDecision = { allowed: true };
const refused = (status: 401 | 403, detail: string): AccessDecision => ({ allowed: false, status, detail });

const rank: Record<AccessLevel, number> = {
  public: 0,
  shopper: 1,
  'signed-in': 2,
  approved: 3,
  catalogue: 4,
  prices: 4,
  subscriber: 4,
  'data-download': 4,
  admin: 4,
  'internal-admin': 4,
};

export function decideAccess(level: AccessLevel, principal: Principal): AccessDecision {
  if (rank[level] === 0) return allowed;
  if (principal.kind === 'anonymous') return refused(401, refusals.noToken);
  if (rank[level] === 1) return allowed;
  if (principal.kind === 'guest') return refused(403, refusals.guest);
  if (rank[level] === 2) return allowed;
  if (principal.profile === undefined) return refused(403, refusals.noProfile);
  if (!principal.approved) {
    return refused(403, principal.profile.c_epcUserStatus === 'pending' ? refusals.pending : refusals.rejected);
  }
  if (level === 'approved') return allowed;
  if (level === 'subscriber') {
    const { c_epcUserType: type, c_epcUserRole: role } = principal.profile;
    return type === 'independent' && role === 'true-independent' ? allowed : refused(403, refusals.notTrueIndependent);
  }
  if (level === 'data-download') return principal.dataDownloadAccess ? allowed : refused(403, refusals.noDataDownload);
  if (level === 'admin') return principal.admin ? allowed : refused(403, refusals.notAdmin);
  if (level === 'internal-admin') {
    if (!principal.admin) return refused(403, refusals.notAdmin);
    return principal.profile.c_epcUserType === 'internal' ? allowed : refused(403, refusals.notInternalAdmin);
  }
  if (principal.subscriptionExpired) return refused(403, refusals.expired);
  if (!principal.catalogueAccess) return refused(403, refusals.noCatalogue);
  if (level === 'prices' && !hasPriceAccess(principal.profile)) return refused(403, refusals.noPrices);
  return allowed;
}

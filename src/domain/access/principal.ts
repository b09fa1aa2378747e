/**
 * Who is calling, as the access policy sees it (docs/access-policy.md): derived from the kind
 * of access token (none, guest, registered), the caller's EPCUsers profile and today's date.
 * Pure: the server reads the token and the profile and passes them in, so the same facts
 * drive the route hooks, the scoping rules and the authorisation matrix test.
 */
import {
  hasCatalogueAccess,
  hasDataDownloadAccess,
  isAdmin,
  isRegistered,
  isSubscriptionExpired,
} from '../profile/access-rules';
import type { UserProfile } from '../profile/user-profile';

/** What the access token says, once its signature and expiry have been checked. */
export interface TokenFacts {
  authType: 'guest' | 'registered';
  /** Commerce customer id. */
  sub: string;
  /** The shopper session id (the recommendation service's cookieId). */
  usid: string;
  /** EPC user id (key of the EPCUsers profile); registered tokens only. */
  userId?: string;
}

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'guest'; token: TokenFacts }
  | {
      kind: 'user';
      token: TokenFacts;
      userId: string;
      /** Undefined for a sign-in whose registration has not been sent yet. */
      profile: UserProfile | undefined;
      approved: boolean;
      admin: boolean;
      catalogueAccess: boolean;
      /** A true-independent whose subscription has run out (catalogue spec, section 4). */
      subscriptionExpired: boolean;
      dataDownloadAccess: boolean;
    };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/**
 * `now` is the instant of the request. Dates are judged on the date of the last time zone to
 * reach it (UTC-12, accessDay), so a subscription or download access lasts through its whole
 * last day wherever the user is; a subscription end instant (a purchase) ends at that instant.
 */
export function derivePrincipal(token: TokenFacts | null, profile: UserProfile | undefined, now: Date): Principal {
  if (token === null) return { kind: 'anonymous' };
  if (token.authType !== 'registered' || token.userId === undefined) return { kind: 'guest', token };
  const today = accessDay(now);
  const expired = profile !== undefined && isSubscriptionExpired(profile, now);
  return {
    kind: 'user',
    token,
    userId: token.userId,
    profile,
    approved: profile !== undefined && isRegistered(profile),
    admin: profile !== undefined && isAdmin(profile),
    catalogueAccess: profile !== undefined && hasCatalogueAccess(profile) && !expired,
    subscriptionExpired: expired,
    dataDownloadAccess: profile !== undefined && isRegistered(profile) && hasDataDownloadAccess(profile, today),
  };
}

/** The date `derivePrincipal` wants: the calendar day in UTC-12 at `now`. */
export function accessDay(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The principals of the written policy, one column each in docs/access-policy.md. */
export const principalNames = [
  'anonymous',
  'guest',
  'no-profile',
  'pending',
  'rejected',
  'internal-user',
  'internal-admin',
  'retailer-user',
  'retailer-admin',
  'third-party',
  'data-download',
  'sponsored',
  'true-independent',
  'expired-true-independent',
] as const;

export type PrincipalName = (typeof principalNames)[number];

/** Which column of the policy a caller falls in. */
export function principalNameOf(principal: Principal): PrincipalName {
  if (principal.kind !== 'user') return principal.kind;
  const profile = principal.profile;
  if (profile === undefined) return 'no-profile';
  if (profile.c_epcUserStatus === 'pending') return 'pending';
  if (!principal.approved) return 'rejected';
  if (principal.subscriptionExpired) return 'expired-true-independent';
  switch (profile.c_epcUserType) {
    case 'internal':
      return principal.admin ? 'internal-admin' : 'internal-user';
    case 'retailer':
      return principal.admin ? 'retailer-admin' : 'retailer-user';
    case 'third-party':
      return principal.dataDownloadAccess ? 'data-download' : 'third-party';
    case 'independent':
      return profile.c_epcUserRole === 'sponsored' ? 'sponsored' : 'true-independent';
  }
}

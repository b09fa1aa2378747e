/**
 * What a caller the route's access level let in may see and do there (docs/access-policy.md,
 * "Scoping rules"): prices of their own dealer and markets, retailer lookups of themselves
 * (admins: their dealer's employees, or everyone), and admin actions on their own dealer's
 * users. Each check answers undefined when allowed, else the detail of a 403.
 */
import { isAdmin } from '../profile/access-rules';
import type { UserProfile } from '../profile/user-profile';
import { marketChoiceSource, ownMarketCode } from '../shell/market-choices';
import { pricingRetailerId } from '../shopping-list/pricing-retailer';

type CallerProfile = Pick<
  UserProfile,
  'c_epcUserType' | 'c_epcUserRole' | 'c_epcUserStatus' | 'c_epcPartnerId' | 'c_epcUserMarket'
>;

/** The dealer whose records price this caller: their partner id, jlr_internal for internal users. */
export function pricingDealerCode(profile: CallerProfile): string {
  return pricingRetailerId(profile);
}

/** A dealerCode the caller sent: empty means their own, anything else must be their own. */
export function checkDealerCode(requested: string, profile: CallerProfile): string | undefined {
  if (requested === '' || requested.toLowerCase() === pricingDealerCode(profile).toLowerCase()) return undefined;
  return `dealerCode must be your own dealer (${pricingDealerCode(profile)}); prices and discounts of other dealers are not shown.`;
}

/**
 * The market codes the caller may choose (shell spec, section 6) or 'all' for internal and
 * third-party users; partnerMarkets is the partner's '|' separated list, when it has one.
 */
export function marketCodesOf(profile: CallerProfile, partnerMarkets: string | undefined): 'all' | string[] {
  // A stored record may hold another type where a string belongs: it then counts as missing.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const chooser = {
    userType: text(profile.c_epcUserType),
    userRole: text(profile.c_epcUserRole),
    userMarket: text(profile.c_epcUserMarket),
  };
  const own = ownMarketCode(chooser);
  switch (marketChoiceSource(chooser)) {
    case 'all-markets':
      return 'all';
    case 'partner-markets': {
      const listed = (partnerMarkets ?? '')
        .split('|')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code !== '' && code !== 'FALSE');
      return listed.length > 0 ? listed : [own];
    }
    case 'own-market':
      return [own];
  }
}

export function isMarketChoice(market: string, choices: 'all' | readonly string[]): boolean {
  return choices === 'all' || choices.includes(market.trim().toUpperCase());
}

export function checkMarket(market: string, choices: 'all' | readonly string[]): string | undefined {
  if (isMarketChoice(market, choices)) return undefined;
  return `market ${market.toUpperCase()} is not one of your markets (${choices === 'all' ? 'all' : choices.join(', ')}).`;
}

/** Whose retailer lookup the caller may read: their own, their dealer's (admin) or anyone's (internal admin). */
export function checkRetailerLookup(
  callerId: string,
  caller: CallerProfile,
  targetId: string,
  targetDealerCode: string | undefined,
): string | undefined {
  if (targetId === callerId) return undefined;
  if (isAdmin(caller)) {
    if (caller.c_epcUserType === 'internal') return undefined;
    if (caller.c_epcPartnerId !== undefined && targetDealerCode === caller.c_epcPartnerId) return undefined;
  }
  return 'You may only look up yourself, or as an admin the employees of your own dealer.';
}

/**
 * An admin action on a user: an internal admin acts on anyone; a retailer admin only on users
 * of their own dealer, and only keeps them there (retailerId their own dealer, never internal).
 */
export function checkAdminAction(
  caller: CallerProfile,
  target: { partnerId: string | undefined; newRetailerId: string | undefined; newUserType?: string },
): string | undefined {
  if (!isAdmin(caller)) return 'Only an admin can do this.';
  if (caller.c_epcUserType === 'internal') return undefined;
  const own = caller.c_epcPartnerId;
  if (own === undefined || own === '' || target.partnerId !== own) {
    return 'A retailer admin can only manage the users of their own dealer.';
  }
  if (target.newRetailerId !== undefined && target.newRetailerId !== own) {
    return `A retailer admin can only assign users to their own dealer (${own}).`;
  }
  if (target.newUserType === 'internal') return 'Only an internal admin can make a user internal.';
  return undefined;
}

/**
 * An admin's write of dealers' tax or discount records (catalogue spec, section 6): an internal
 * admin writes any dealer's, jlr_internal and default included; a retailer admin only their own.
 */
export function checkDealerRecordsAction(caller: CallerProfile, dealerCodes: readonly string[]): string | undefined {
  if (!isAdmin(caller)) return 'Only an admin can do this.';
  if (caller.c_epcUserType === 'internal') return undefined;
  const own = caller.c_epcPartnerId;
  if (own === undefined || own === '' || dealerCodes.some((code) => code !== own)) {
    return `A retailer admin can only set the rates of their own dealer (${own ?? 'none'}).`;
  }
  return undefined;
}

/** The recommendation service's visitor ids must be the caller's own. */
export function checkVisitor(
  token: { sub: string; usid: string },
  visitor: { userId?: unknown; cookieId?: unknown },
): string | undefined {
  if (visitor.userId !== undefined && visitor.userId !== token.sub) return 'userId must be the signed-in customer.';
  if (visitor.cookieId !== undefined && visitor.cookieId !== token.usid && visitor.cookieId !== token.sub) {
    return 'cookieId must be your own session id.';
  }
  return undefined;
}

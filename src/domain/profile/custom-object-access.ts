/**
 * Who may read and write which custom objects through the data API. The spec says a user
 * reads and writes only their own records and admins manage the rest (catalogue spec,
 * section 6), so each type follows one of four policies:
 *
 * - own profile (EPCUsers, keyed by user id): the user reads and patches their own record,
 *   but never the fields that grant access or billing; admins do anything.
 * - owned (EPCShoplist): a record belongs to the user whose id is its key, never to a user a
 *   field names (c_userId is written by the server, and a caller could write any value); the
 *   owner reads and writes it, admins all.
 * - news (EpcUpdates, EpcServiceMessages): every shopper reads, guests included, because the
 *   shell shows news and service messages before sign-in; internal admins write, since these
 *   reach every dealer's users (as the admin routes have it, src/domain/files/file-areas.ts).
 * - reference (tax, discount, market and parts data): approved users read, admins write.
 *
 * A pending user still reads their own profile (to learn that it is pending), but not the
 * reference data, which only registered (approved) users see.
 */
import { isAdmin, isRegistered } from './access-rules';
import type { UserProfile } from './user-profile';

export const customObjectTypes = [
  'EPCUsers',
  'EPCShoplist',
  'EpcUpdates',
  'EpcServiceMessages',
  'EpcParts',
  'EpcTaxRecords',
  'EpcDiscountRecords',
  'EpcMarketToTax',
  'EpcMarketToDiscount',
  'EpcRetailerSpecificMarket',
] as const;

export type CustomObjectType = (typeof customObjectTypes)[number];

export function isCustomObjectType(name: string): name is CustomObjectType {
  return (customObjectTypes as readonly string[]).includes(name);
}

type Policy = 'own-profile' | 'owned' | 'news' | 'reference';

const policyOf: Record<CustomObjectType, Policy> = {
  EPCUsers: 'own-profile',
  EPCShoplist: 'owned',
  EpcUpdates: 'news',
  EpcServiceMessages: 'news',
  EpcParts: 'reference',
  EpcTaxRecords: 'reference',
  EpcDiscountRecords: 'reference',
  EpcMarketToTax: 'reference',
  EpcMarketToDiscount: 'reference',
  EpcRetailerSpecificMarket: 'reference',
};

/** Profile fields that decide access or billing: only an admin changes them. */
export const adminOnlyProfileFields = [
  'c_epcUserType',
  'c_epcUserRole',
  'c_epcUserStatus',
  'c_epcUserActive',
  'c_epcBillableFlag',
  'c_epcPartnerId',
  'c_epcSubscriptionEndDate',
  'c_epcDataDownloadUserActive',
  'c_epcDataDownloadUserEnabled',
  'c_epcDataDownloadUserApprovalStatus',
  'c_epcDataDownloadUserExpiryDate',
  'c_epcDataDownloaderBillingFlag',
  'c_epcIncludeBilling',
  'c_epcddIncludeBilling',
] as const;

export interface CustomObjectCaller {
  /** EPC user id of a registered caller's token; undefined for a guest. */
  userId: string | undefined;
  /** The caller's own EPCUsers record, when there is one. */
  profile: (Pick<UserProfile, 'c_epcUserStatus' | 'c_epcUserRole'> & { c_epcUserType?: unknown }) | undefined;
}

export type CustomObjectAction = 'read' | 'create' | 'replace' | 'patch' | 'delete';

export type CustomObjectFields = Readonly<Record<string, unknown>>;

export interface CustomObjectTarget {
  type: CustomObjectType;
  key: string;
  /** The record as stored; undefined when it does not exist yet. */
  stored?: CustomObjectFields;
  /** The record as it would be after a create, replace or patch. */
  result?: CustomObjectFields;
}

export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

const allowed: AccessDecision = { allowed: true };
const denied = (reason: string): AccessDecision => ({ allowed: false, reason });

export function decideCustomObjectAccess(
  caller: CustomObjectCaller,
  action: CustomObjectAction,
  target: CustomObjectTarget,
): AccessDecision {
  const policy = policyOf[target.type];
  if (policy === 'news' && action === 'read') return allowed;
  if (caller.userId === undefined) return denied(`Guests cannot use ${target.type} records; please sign in.`);
  if (policy === 'news' && callerIsAdmin(caller) && caller.profile?.c_epcUserType !== 'internal') {
    return denied(`Only an internal admin can change ${target.type} records; they reach every dealer.`);
  }
  if (callerIsAdmin(caller)) return allowed;
  const verb = action === 'read' ? 'read' : 'change';
  switch (policy) {
    case 'news':
      return denied(`Only an admin can change ${target.type} records.`);
    case 'reference':
      if (action !== 'read') return denied(`Only an admin can change ${target.type} records.`);
      return caller.profile !== undefined && isRegistered(caller.profile)
        ? allowed
        : denied(`Only approved users can read ${target.type} records.`);
    case 'own-profile':
      return decideOwnProfile(caller.userId, action, target);
    case 'owned':
      return target.key === caller.userId
        ? allowed
        : denied(`A user may only ${verb} their own ${target.type} records.`);
  }
}

function decideOwnProfile(userId: string, action: CustomObjectAction, target: CustomObjectTarget): AccessDecision {
  if (target.key !== userId) {
    return denied(`A user may only ${action === 'read' ? 'read' : 'change'} their own ${target.type} record.`);
  }
  if (action === 'read') return allowed;
  if (action !== 'patch') return denied(`Only an admin can create, replace or delete ${target.type} records.`);
  const changedAdminField = adminOnlyProfileFields.find(
    (field) => !sameValue(target.stored?.[field], target.result?.[field]),
  );
  return changedAdminField === undefined ? allowed : denied(`Only an admin can change ${changedAdminField}.`);
}

export type SearchScope =
  | { scope: 'all' }
  /** Only records owned by this user: the one whose key is the user id. */
  | { scope: 'owned'; userId: string }
  | { scope: 'denied'; reason: string };

/** Which records of a type a search may return to the caller. */
export function customObjectSearchScope(caller: CustomObjectCaller, type: CustomObjectType): SearchScope {
  const policy = policyOf[type];
  if (policy === 'own-profile' || policy === 'owned') {
    if (caller.userId === undefined)
      return { scope: 'denied', reason: `Guests cannot use ${type} records; please sign in.` };
    if (callerIsAdmin(caller)) return { scope: 'all' };
    return { scope: 'owned', userId: caller.userId };
  }
  const decision = decideCustomObjectAccess(caller, 'read', { type, key: '' });
  return decision.allowed ? { scope: 'all' } : { scope: 'denied', reason: decision.reason };
}

function callerIsAdmin(caller: CustomObjectCaller): boolean {
  return caller.profile !== undefined && isAdmin(caller.profile);
}

/** Field values are JSON, so equal JSON text means an unchanged field. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

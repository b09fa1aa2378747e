/**
 * Whose records an admin's lists show (catalogue spec, section 6; docs/access-policy.md,
 * "Scoping rules"): an internal admin any dealer's, or all; a retailer admin (parts manager)
 * only their own dealer's. The writes' rule is checkAdminAction in scoping.ts.
 */
import { isAdmin } from '../profile/access-rules';
import type { UserProfile } from '../profile/user-profile';

type CallerProfile = Pick<UserProfile, 'c_epcUserType' | 'c_epcUserRole' | 'c_epcUserStatus' | 'c_epcPartnerId'>;

export type AdminDealerScope = { ok: true; dealerCode: string | undefined } | { ok: false; refusal: string };

/**
 * The dealer a list is limited to. `requested` is the dealer filter the caller sent (empty or
 * undefined: none). An internal admin gets what they asked for (undefined: every dealer); a
 * retailer admin always their own dealer, and a refusal when they ask for another.
 */
export function adminDealerScope(caller: CallerProfile, requested: string | undefined): AdminDealerScope {
  if (!isAdmin(caller)) return { ok: false, refusal: 'Only an admin can do this.' };
  const wanted = requested === undefined || requested.trim() === '' ? undefined : requested.trim();
  if (caller.c_epcUserType === 'internal') return { ok: true, dealerCode: wanted };
  const own = caller.c_epcPartnerId;
  if (own === undefined || own === '') {
    return { ok: false, refusal: 'A retailer admin can only see the records of their own dealer, and you have none.' };
  }
  if (wanted !== undefined && wanted.toUpperCase() !== own.toUpperCase()) {
    return { ok: false, refusal: `A retailer admin can only see the records of their own dealer (${own}).` };
  }
  return { ok: true, dealerCode: own };
}

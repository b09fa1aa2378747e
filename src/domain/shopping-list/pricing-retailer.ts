/**
 * Whose tax and discount records price a user's lists (catalogue spec, section 9): internal
 * users use retailer id jlr_internal, other users their dealer code (c_epcPartnerId), and a
 * user with neither, or a guest, the default retailer's. Kept apart from the rate resolution
 * because the access rules need it too, and they run in every signed-in page's code, where the
 * resolution's exact decimals are not wanted.
 */
import type { UserProfile } from '../profile/user-profile';

/** Retailer ids that are not dealer codes (catalogue spec, section 9). */
export const internalRetailerId = 'jlr_internal';
export const defaultRetailerId = 'default';

type ProfileFacts = Pick<UserProfile, 'c_epcUserType' | 'c_epcPartnerId'>;

/** The retailer whose records price this user's lists. */
export function pricingRetailerId(profile: ProfileFacts | undefined): string {
  if (profile?.c_epcUserType === 'internal') return internalRetailerId;
  const dealerCode = profile?.c_epcPartnerId?.trim();
  return dealerCode === undefined || dealerCode === '' ? defaultRetailerId : dealerCode;
}

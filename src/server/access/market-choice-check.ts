/**
 * A market a caller names (pricing, or the market they save on their own profile) must be one
 * of their market choices (shell spec, section 6: src/domain/access/scoping.ts), and a market
 * of the catalogue; a stored market that is not a two-letter string would break pricing.
 */
import { checkMarket, marketCodesOf } from '../../domain/access/scoping';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { Queryable } from '../db/database';
import { ClientError } from '../commerce/shop-api/client-error';
import { findPartnerMarketCodes } from '../shell/markets/markets-repository';

type ChooserProfile = Pick<
  UserProfile,
  'c_epcUserType' | 'c_epcUserRole' | 'c_epcUserStatus' | 'c_epcPartnerId' | 'c_epcUserMarket'
>;

/** The caller's market choices: 'all', or the codes (their partner's list read when it matters). */
export async function marketChoicesOf(db: Queryable, profile: ChooserProfile): Promise<'all' | string[]> {
  const partnerId: unknown = profile.c_epcPartnerId;
  const partnerMarkets =
    typeof partnerId !== 'string' || partnerId === '' ? undefined : await findPartnerMarketCodes(db, partnerId);
  return marketCodesOf(profile, partnerMarkets);
}

/** Refuses (403) a market outside the caller's choices; answers it in upper case. */
export async function ownMarketOrRefuse(db: Queryable, profile: ChooserProfile, market: string): Promise<string> {
  const refusal = checkMarket(market, await marketChoicesOf(db, profile));
  if (refusal !== undefined) throw new ClientError(403, refusal);
  return market.toUpperCase();
}

/**
 * The c_epcUserMarket a user saves on their own record: a string, a market of the catalogue
 * and one of their choices (judged by the profile as stored, never by the fields being
 * written), else 400 naming the field.
 */
export async function checkSavedMarket(
  db: Queryable,
  profile: ChooserProfile | undefined,
  value: unknown,
): Promise<void> {
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) {
    throw new ClientError(400, 'c_epcUserMarket must be a two-letter market code.');
  }
  const known = await db.query('select 1 from markets where code = $1', [value.toUpperCase()]);
  if (known.length === 0) throw new ClientError(400, `c_epcUserMarket ${value} is not a market of the catalogue.`);
  if (profile === undefined) return;
  const refusal = checkMarket(value, await marketChoicesOf(db, profile));
  if (refusal !== undefined) throw new ClientError(400, `c_epcUserMarket: ${refusal}`);
}

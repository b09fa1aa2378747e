/**
 * Which tax and discount rates a shopping list is priced with (catalogue spec, sections 3, 6,
 * 7 and 9). Pure: the server reads the records and passes them in, newest first.
 *
 * - The records are the user's retailer's: internal users use retailer id jlr_internal, other
 *   users their dealer code (c_epcPartnerId); a user with neither, a guest, or a retailer
 *   with no records of that kind uses the default retailer's. Tax and discount fall back
 *   separately, as the spec's two queries do.
 * - Tax records are those of the market. Discount records are those of the market, market-1
 *   and market-2; a code in more than one takes the rate of the first of those that has it.
 *   Of two records for the same retailer and market the newest wins, as in the spec's other
 *   record queries.
 * - Part numbers containing '#' are not looked up; their tax code is the third word of the
 *   first entry of the market tax map (EpcMarketToTax) that has one, and its rate comes from
 *   the tax records like any other code.
 * - One user type gets discount and tax rates of 0. The spec calls it "probably third-party"
 *   (section 6); this code takes it to be 'third-party', since no other type fits.
 */
import type { UserType } from '../profile/user-profile';
import { defaultRetailerId } from './pricing-retailer';
import { taxCodeOfMarketEntry, type RetailerRates } from './pricing-records';

/** The user type whose discount and tax rates are forced to 0 (catalogue spec, section 6). */
export const zeroRateUserType: UserType = 'third-party';

export interface RateResolution {
  /** Discount and tax rates are 0 whatever the records and the lookup say. */
  zeroRates: boolean;
  /** Tax code -> rate (exact decimal text). */
  taxRates: ReadonlyMap<string, string>;
  /** Discount code -> rate (exact decimal text). */
  discountRates: ReadonlyMap<string, string>;
  /** The tax code of part numbers containing '#', from the market tax map. */
  hashPartTaxCode: string | undefined;
  /** Whose records were used: the user's retailer, jlr_internal or default. */
  taxRetailerId: string;
  discountRetailerId: string;
}

export interface RateResolutionInput {
  /** Undefined for a guest or a user without a profile. */
  userType: UserType | undefined;
  retailerId: string;
  market: string;
  /** EpcTaxRecords of the retailer and of the default retailer, newest first. */
  taxRecords: readonly RetailerRates[];
  /** EpcDiscountRecords of the retailer and of the default retailer, newest first. */
  discountRecords: readonly RetailerRates[];
  /** Entries of the market's EpcMarketToTax record (none when there is no record). */
  marketTaxEntries: readonly string[];
}

/** The markets whose discount records count, in order of precedence. */
export function discountMarketsOf(market: string): [string, string, string] {
  return [market, `${market}-1`, `${market}-2`];
}

export function resolveRates(input: RateResolutionInput): RateResolution {
  const tax = pickRates(input.taxRecords, input.retailerId, [input.market]);
  const discount = pickRates(input.discountRecords, input.retailerId, discountMarketsOf(input.market));
  const hashPartTaxCode = input.marketTaxEntries.map(taxCodeOfMarketEntry).find((code) => code !== undefined);
  return {
    zeroRates: input.userType === zeroRateUserType,
    taxRates: tax.rates,
    discountRates: discount.rates,
    hashPartTaxCode,
    taxRetailerId: tax.retailerId,
    discountRetailerId: discount.retailerId,
  };
}

/** The retailer's rates over the markets in precedence order, or the default retailer's when it has no record. */
function pickRates(records: readonly RetailerRates[], retailerId: string, markets: readonly string[]) {
  const own = records.filter((record) => record.retailerId === retailerId && markets.includes(record.market));
  const chosenRetailerId = own.length > 0 ? retailerId : defaultRetailerId;
  const chosen =
    own.length > 0
      ? own
      : records.filter((record) => record.retailerId === defaultRetailerId && markets.includes(record.market));
  const rates = new Map<string, string>();
  for (const market of markets) {
    // Newest first, so the first record of a market is the one that counts.
    const record = chosen.find((candidate) => candidate.market === market);
    for (const { code, rate } of record?.rates ?? []) {
      if (!rates.has(code)) rates.set(code, rate);
    }
  }
  return { retailerId: chosenRetailerId, rates };
}

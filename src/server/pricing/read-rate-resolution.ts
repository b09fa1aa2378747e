/**
 * Reads the tax and discount records a list is priced with and resolves them
 * (src/domain/shopping-list/rate-resolution.ts): the retailer's and the default retailer's
 * EpcTaxRecords of the market and EpcDiscountRecords of the market, market-1 and market-2,
 * and the market's EpcMarketToTax entry, newest first, in one statement.
 */
import type { UserType } from '../../domain/profile/user-profile';
import { readDiscountRecord, readMarketTaxEntries, readTaxRecord } from '../../domain/shopping-list/pricing-records';
import { defaultRetailerId } from '../../domain/shopping-list/pricing-retailer';
import { discountMarketsOf, resolveRates, type RateResolution } from '../../domain/shopping-list/rate-resolution';
import type { Queryable } from '../db/database';

interface RecordRow {
  type: 'EpcTaxRecords' | 'EpcDiscountRecords' | 'EpcMarketToTax';
  data: Record<string, unknown>;
}

export interface RateRequest {
  retailerId: string;
  market: string;
  userType: UserType | undefined;
}

export async function readRateResolution(db: Queryable, request: RateRequest): Promise<RateResolution> {
  const retailerIds = [request.retailerId, defaultRetailerId];
  const rows = await db.query<RecordRow>(
    `select type, data from custom_objects
     where (type = 'EpcTaxRecords' and data->>'c_market' = $1 and data->>'c_retailerId' = any($2::text[]))
        or (type = 'EpcDiscountRecords' and data->>'c_market' = any($3::text[]) and data->>'c_retailerId' = any($2::text[]))
        or (type = 'EpcMarketToTax' and key = $1)
     order by last_modified desc, key`,
    [request.market, retailerIds, discountMarketsOf(request.market)],
  );
  const ofType = (type: RecordRow['type']) => rows.filter((row) => row.type === type).map((row) => row.data);
  return resolveRates({
    userType: request.userType,
    retailerId: request.retailerId,
    market: request.market,
    taxRecords: ofType('EpcTaxRecords').flatMap((data) => readTaxRecord(data) ?? []),
    discountRecords: ofType('EpcDiscountRecords').flatMap((data) => readDiscountRecord(data) ?? []),
    marketTaxEntries: ofType('EpcMarketToTax').flatMap(readMarketTaxEntries),
  });
}

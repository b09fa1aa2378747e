/** Reads the markets, languages and partner market lists the drawer offers. */
import type { Market } from '../../../domain/shell/market-choices';
import type { Language } from '../../../domain/shell/market-display';
import type { Queryable } from '../../db/database';

export const partnerMarketsType = 'EpcRetailerSpecificMarket';

export function listMarkets(db: Queryable): Promise<Required<Market>[]> {
  return db.query<Required<Market>>('select code, name, currency_code as "currencyCode" from markets order by code');
}

export function listLanguages(db: Queryable): Promise<Language[]> {
  return db.query<Language>(
    `select code as "languageCode", language, language_text as "languageText" from languages order by code`,
  );
}

/**
 * The partner's '|' separated market codes (c_market_code of its EpcRetailerSpecificMarket
 * record, keyed by partner id), or undefined when it has no such record or an empty list.
 */
export async function findPartnerMarketCodes(db: Queryable, partnerId: string): Promise<string | undefined> {
  const [row] = await db.query<{ marketCodes: string | null }>(
    `select data->>'c_market_code' as "marketCodes" from custom_objects where type = $1 and key = $2`,
    [partnerMarketsType, partnerId],
  );
  const marketCodes = row?.marketCodes?.trim();
  return marketCodes ? marketCodes : undefined;
}

/**
 * Reads the price rows of part numbers in one market, with each part's description in the
 * asked language (English where it has none; empty for a part the catalogue does not show).
 * One statement for up to 1,000 part numbers: the primary key finds each row.
 */
import type { Queryable } from '../db/database';
import { preferredTextSql } from '../catalogue/translated-text';

export interface PartPriceRow {
  apn: string;
  /** Decimal text with two decimals, as numeric(12,2) prints it. */
  unitPrice: string;
  taxCode: string;
  discountCode: string;
  apnDesc: string;
}

export async function findPartPrices(
  db: Queryable,
  partNumbers: readonly string[],
  market: string,
  language: string,
): Promise<PartPriceRow[]> {
  if (partNumbers.length === 0) return [];
  // One JSON value: PGlite builds objects from it far faster than it parses many rows.
  const [row] = await db.query<{ prices: PartPriceRow[] }>(
    `select coalesce(json_agg(json_build_object(
        'apn', pp.part_number,
        'unitPrice', pp.unit_price::text,
        'taxCode', pp.tax_code,
        'discountCode', pp.discount_code,
        'apnDesc', coalesce(d.text, '')
      ) order by pp.part_number), '[]') as prices
     from part_prices pp
     left join parts p on p.part_number = pp.part_number
     left join lateral (${preferredTextSql('p.text_id', '$3')}) d on true
     where pp.market = $2 and pp.part_number = any($1::text[])`,
    [partNumbers, market, language],
  );
  return row?.prices ?? [];
}

/** The market's currency (ISO 4217); undefined for a market the catalogue does not know. */
export async function findMarketCurrency(db: Queryable, market: string): Promise<string | undefined> {
  const [row] = await db.query<{ currency_code: string }>('select currency_code from markets where code = $1', [
    market,
  ]);
  return row?.currency_code;
}

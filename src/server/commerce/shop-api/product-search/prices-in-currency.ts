/**
 * Part prices in a currency, from the markets' price lists (migration 009), which keep each
 * market's prices in its currency: where several markets share the currency (EUR), the first
 * market by code that prices the part gives its price, so an answer never depends on the
 * caller. Parts no such market prices have no price.
 */
import type { Queryable } from '../../../db/database';

/** Whether some market of the catalogue sells in this currency. */
export async function isMarketCurrency(db: Queryable, currency: string): Promise<boolean> {
  const rows = await db.query('select 1 from markets where currency_code = $1 limit 1', [currency]);
  return rows.length > 0;
}

export async function findPricesInCurrency(
  db: Queryable,
  partNumbers: readonly string[],
  currency: string,
): Promise<Map<string, number>> {
  if (partNumbers.length === 0) return new Map();
  const rows = await db.query<{ part_number: string; unit_price: string }>(
    `select distinct on (part_number) part_number, unit_price::text as unit_price
     from part_prices
     where part_number = any($1::text[]) and currency = $2
     order by part_number, market`,
    [partNumbers, currency],
  );
  // numeric arrives as text, so that no cent is lost; the API sends numbers with two decimals.
  return new Map(rows.map((row) => [row.part_number, Number(row.unit_price)]));
}

/**
 * Writes a price file's rows into part_prices (migration 009), inside the caller's
 * transaction: a row of a part already priced in the market takes the new price and codes,
 * a new part is added, and parts the file does not name keep their prices. Rows go in
 * slices of 20,000 as four arrays, one statement each.
 */
import type { Queryable } from '../../db/database';
import type { PriceRow } from './price-row-rules';

const slice = 20_000;

export async function upsertPrices(
  tx: Queryable,
  market: string,
  currency: string,
  rows: readonly PriceRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += slice) {
    const part = rows.slice(start, start + slice);
    await tx.query(
      `insert into part_prices (part_number, market, currency, unit_price, tax_code, discount_code)
       select r.part_number, $1, $2, r.unit_price::numeric(12, 2), r.tax_code, r.discount_code
       from unnest($3::text[], $4::text[], $5::text[], $6::text[]) as r(part_number, unit_price, tax_code, discount_code)
       on conflict (part_number, market) do update set
         currency = excluded.currency,
         unit_price = excluded.unit_price,
         tax_code = excluded.tax_code,
         discount_code = excluded.discount_code`,
      [
        market,
        currency,
        part.map((row) => row.partNumber),
        part.map((row) => row.unitPrice),
        part.map((row) => row.taxCode),
        part.map((row) => row.discountCode),
      ],
    );
  }
}

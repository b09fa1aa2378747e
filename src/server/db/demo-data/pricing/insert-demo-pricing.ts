/**
 * Writes the demo prices and pricing records inside the seed's transaction, after the
 * catalogue. Prices are derived in SQL from each part number's md5, so they are the same on
 * every machine and for every seed, and 20,000 parts in three markets take one statement
 * instead of sending 60,000 rows over.
 *
 * A part's GB price is 0.20 to 4.99 for a fixing (part numbers W...) and 2.50 to 602.49 for
 * anything else; CA and DE prices are the GB price times 1.74 and 1.17, rounded half-up to the
 * cent (numeric arithmetic, no floats). Tax code S everywhere; discount codes A, B, C and D
 * spread over the parts, and N (no discount record names it) on one part in eight.
 */
import type { Queryable } from '../../database';
import { makeDemoPricingRecords } from './demo-pricing-records';

const marketFactors: Readonly<Record<string, number>> = { GB: 100, CA: 174, DE: 117 };

export async function insertDemoPricing(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into custom_objects (type, key, data)
     select item->>'type', item->>'key', item->'data' from jsonb_array_elements($1::jsonb) as item`,
    [JSON.stringify(makeDemoPricingRecords())],
  );
  await tx.query(
    `with hashed as (
       select part_number, ('x' || substr(md5(part_number), 1, 7))::bit(28)::int as h from parts
     ), gb as (
       select part_number, h,
              case when part_number like 'W%' then 20 + h % 480 else 250 + h % 60000 end as pence
       from hashed
     )
     insert into part_prices (part_number, market, currency, unit_price, tax_code, discount_code)
     select gb.part_number, m.code, m.currency_code, round(gb.pence * f.factor::int / 100.0) / 100, 'S',
            (array['A', 'A', 'A', 'B', 'B', 'C', 'D', 'N'])[(gb.h / 7) % 8 + 1]
     from gb
     cross join jsonb_each_text($1::jsonb) as f(market, factor)
     join markets m on m.code = f.market
     -- In primary key order: appending to the index costs a third of inserting at random.
     order by gb.part_number, m.code`,
    [JSON.stringify(marketFactors)],
  );
  await tx.exec('analyze part_prices');
}

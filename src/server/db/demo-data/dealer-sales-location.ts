/**
 * The demo dealers' sales locations (DSL), which the dealer hand-off sends (catalogue spec,
 * section 7; docs/decisions.md, "Dealer hand-off DSL"): the market, the dealer code and the
 * number of the dealer's ordering site, 01 being its main site. Derived from the code, so it
 * draws nothing from the random stream and the other demo rows stay as they were.
 */
import type { Queryable } from '../database';

export function demoDealerSalesLocation(dealer: { code: string; marketCode: string }): string {
  return `${dealer.marketCode.trim()}-${dealer.code}-01`;
}

/** Gives the dealers of a database seeded before migration 028 their sales locations. */
export async function topUpDealerSalesLocations(tx: Queryable): Promise<void> {
  const missing = await tx.query<{ code: string; marketCode: string }>(
    `select code, market_code as "marketCode" from retailers where dsl = ''`,
  );
  if (missing.length === 0) return;
  await tx.query(
    `update retailers set dsl = item.dsl
     from jsonb_to_recordset($1::jsonb) as item(code text, dsl text)
     where retailers.code = item.code`,
    [JSON.stringify(missing.map((dealer) => ({ code: dealer.code, dsl: demoDealerSalesLocation(dealer) })))],
  );
}

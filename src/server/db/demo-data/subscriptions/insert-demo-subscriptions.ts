/**
 * Writes the subscription prices of every demo market's currency and the demo coupons
 * inside the seed's transaction, after the markets: each currency a market uses is priced,
 * so a basket in any market's currency can hold a subscription.
 */
import type { Queryable } from '../../database';
import { demoCoupons } from './demo-coupons';
import { subscriptionPricesIn } from './subscription-price-list';

export async function insertDemoSubscriptions(tx: Queryable): Promise<void> {
  const currencies = await tx.query<{ currency_code: string }>(
    'select distinct currency_code from markets order by currency_code',
  );
  const prices = currencies.flatMap((row) => subscriptionPricesIn(row.currency_code));
  await tx.query(
    `insert into subscription_prices (period, currency, price)
     select period, currency, price::numeric
     from jsonb_to_recordset($1::jsonb) as item(period text, currency text, price text)`,
    [JSON.stringify(prices)],
  );
  await tx.query(
    `insert into coupons (code, description, percent_off, applies_to)
     select code, description, "percentOff"::numeric, "appliesTo"
     from jsonb_to_recordset($1::jsonb) as item(code text, description text, "percentOff" text, "appliesTo" text)`,
    [JSON.stringify(demoCoupons)],
  );
}

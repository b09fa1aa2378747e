/**
 * The subscription periods as shop API products (issue 17 contract): their names, and their
 * prices in a currency for the product lookup.
 */
import type { Queryable } from '../../../db/database';
import {
  subscriptionPeriods,
  subscriptionProductId,
  type SubscriptionPeriod,
} from '../../../../domain/subscription/subscription-period';

const periodNames: Record<SubscriptionPeriod, string> = {
  hour: 'Parts catalogue access, 1 hour',
  day: 'Parts catalogue access, 1 day',
  month: 'Parts catalogue access, 1 month',
  year: 'Parts catalogue access, 1 year',
};

export function subscriptionProductName(period: SubscriptionPeriod): string {
  return periodNames[period];
}

export interface SubscriptionProduct {
  id: string;
  name: string;
  brand: string;
  currency: string;
  price: number;
  c_subscriptionPeriod: SubscriptionPeriod;
}

/** The four products priced in `currency`; empty when the currency has no subscription prices. */
export async function findSubscriptionProducts(db: Queryable, currency: string): Promise<SubscriptionProduct[]> {
  const rows = await db.query<{ period: SubscriptionPeriod; price: string }>(
    'select period, price::text as price from subscription_prices where currency = $1',
    [currency],
  );
  const prices = new Map(rows.map((row) => [row.period, row.price]));
  return subscriptionPeriods.flatMap((period) => {
    const price = prices.get(period);
    return price === undefined
      ? []
      : [
          {
            id: subscriptionProductId(period),
            name: periodNames[period],
            brand: 'epc',
            currency,
            price: Number(price),
            c_subscriptionPeriod: period,
          },
        ];
  });
}

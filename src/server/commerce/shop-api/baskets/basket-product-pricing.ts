/**
 * What a product costs in a basket's currency, from the server's own prices: a subscription
 * period from subscription_prices, a catalogue part from its market price (migration 009) in
 * a market of that currency, the customer's own market first. A product without a price in
 * the currency cannot go in the basket: the refusal names the field.
 */
import type { Queryable } from '../../../db/database';
import { periodOfProduct, type SubscriptionPeriod } from '../../../../domain/subscription/subscription-period';
import { ClientError } from '../client-error';
import { subscriptionProductName } from './subscription-products';

export interface PricedProduct {
  productId: string;
  name: string;
  /** Two decimals. */
  basePrice: string;
  period: SubscriptionPeriod | undefined;
}

/** The refusal, naming the field that caused it: the product asked for, or the currency changed to. */
function noPrice(field: 'product_id' | 'currency', productId: string, currency: string): ClientError {
  return new ClientError(
    400,
    field === 'product_id'
      ? `product_id ${productId} has no price in ${currency}.`
      : `currency ${currency} cannot be used: ${productId} has no price in it.`,
  );
}

export async function priceProduct(
  db: Queryable,
  productId: string,
  currency: string,
  customerId: string,
  field: 'product_id' | 'currency' = 'product_id',
): Promise<PricedProduct> {
  const period = periodOfProduct(productId);
  if (period !== undefined) {
    const [row] = await db.query<{ price: string }>(
      'select price::text as price from subscription_prices where period = $1 and currency = $2',
      [period, currency],
    );
    if (row === undefined) throw noPrice(field, productId, currency);
    return { productId, name: subscriptionProductName(period), basePrice: row.price, period };
  }
  const [part] = await db.query<{ name: string; price: string | null }>(
    `select coalesce(en.text, p.part_number) as name,
       (select pp.unit_price::text from part_prices pp
        left join customers c on c.customer_id = $3
        where pp.part_number = p.part_number and pp.currency = $2
        order by (pp.market = c.custom_fields->>'c_epcUserMarket') desc nulls last, pp.market
        limit 1) as price
     from parts p
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     where p.part_number = $1`,
    [productId, currency, customerId],
  );
  if (part === undefined) throw new ClientError(400, `product_id ${productId} is not a known product.`);
  if (part.price === null) throw noPrice(field, productId, currency);
  return { productId, name: part.name, basePrice: part.price, period: undefined };
}

/** The item fields of a priced product. */
export function itemOf(priced: PricedProduct) {
  return { productId: priced.productId, productName: priced.name, basePrice: priced.basePrice, period: priced.period };
}

/** True when some market uses the currency (markets, catalogue spec section 9). */
export async function isMarketCurrency(db: Queryable, currency: string): Promise<boolean> {
  const rows = await db.query('select 1 from markets where currency_code = $1 limit 1', [currency]);
  return rows.length > 0;
}

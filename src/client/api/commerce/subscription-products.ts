/**
 * The four subscription products (issue 17 contract: epc-subscription-hour ... -year) looked
 * up with the market's currency (shell spec, section 7: products, currency sent on multiple
 * lookups), each with its price in that currency and the period it buys.
 */
import { isFlaggedError, type FlaggedError } from '../../../domain/commerce/commerce-reply';
import { productLookupPath } from '../../../domain/recommendations/product-lookup-contracts';
import {
  periodOfProduct,
  subscriptionProductIds,
  type SubscriptionPeriod,
} from '../../../domain/subscription/subscription-period';
import { shopRequest } from './shop-api-client';

export interface SubscriptionOffer {
  productId: string;
  name: string;
  period: SubscriptionPeriod;
  price: number;
  currency: string;
}

interface PricedProduct {
  id: string;
  name: string;
  currency: string;
  price?: number;
  c_subscriptionPeriod?: string;
}

/** The offers found, in the order hour, day, month, year; or the server's refusal. */
export async function lookupSubscriptionOffers(input: {
  siteId: string;
  locale: string;
  currency: string;
}): Promise<SubscriptionOffer[] | FlaggedError> {
  const reply = await shopRequest<{ data: PricedProduct[] }>({
    siteId: input.siteId,
    locale: input.locale,
    method: 'get',
    path: productLookupPath(subscriptionProductIds),
    searchParams: { currency: input.currency },
  });
  if (isFlaggedError(reply)) return reply;
  const offers: SubscriptionOffer[] = [];
  for (const product of reply.data) {
    const period = periodOfProduct(product.id);
    if (period === undefined || typeof product.price !== 'number') continue;
    offers.push({
      productId: product.id,
      name: product.name,
      period,
      price: product.price,
      currency: product.currency,
    });
  }
  const order = subscriptionProductIds;
  return offers.sort((a, b) => order.indexOf(a.productId) - order.indexOf(b.productId));
}

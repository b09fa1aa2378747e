/**
 * The shop API's product lookup (shell spec, section 7: currency sent on single and multiple
 * lookups; ids as a comma list), for the details of recommended parts in the user's language.
 */
import { isFlaggedError } from '../../../domain/commerce/commerce-reply';
import {
  productLookupPath,
  type Product,
  type ProductResult,
} from '../../../domain/recommendations/product-lookup-contracts';
import { shopRequest } from '../commerce/shop-api-client';

/**
 * Recommendations show names, not prices, so the currency the lookup is sent with does not
 * change what they show: it is the default market's (GB).
 */
const lookupCurrency = 'GBP';

/** The products found, by id; a lookup the service refuses answers none. */
export async function lookupProducts(input: {
  siteId: string;
  locale: string;
  ids: readonly string[];
}): Promise<Map<string, Product>> {
  if (input.ids.length === 0) return new Map();
  const reply = await shopRequest<Product | ProductResult>({
    siteId: input.siteId,
    locale: input.locale,
    method: 'get',
    path: productLookupPath(input.ids),
    searchParams: { currency: lookupCurrency },
  });
  if (isFlaggedError(reply)) return new Map();
  const products = 'data' in reply ? reply.data : [reply];
  return new Map(products.map((product) => [product.id, product]));
}

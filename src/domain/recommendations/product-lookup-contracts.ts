/**
 * The shop API's product lookup as the recommendations read it (shell spec, section 7:
 * "products (currency sent on single and multiple lookups; ids as a comma list)"): GET
 * products/{id} answers one product, GET products/({id},{id}) a product_result of those found.
 * A product is a catalogue part; its id is the part number and its name is in the locale asked.
 */

/** The commerce platform's limit on ids in one multiple lookup. */
export const maxProductLookupIds = 24;

export interface Product {
  id: string;
  name: string;
  brand: string;
  /** The currency the lookup was sent with. */
  currency: string;
  /** Subscription products only (issue 17): the price in that currency, two decimals. */
  price?: number;
  /** Subscription products only: the period the product sells. */
  c_subscriptionPeriod?: 'hour' | 'day' | 'month' | 'year';
}

export interface ProductResult {
  count: number;
  total: number;
  data: Product[];
}

/** The path segment of a lookup: a single id as it is, several as a comma list in parentheses. */
export function productLookupPath(ids: readonly string[]): string {
  const encoded = ids.map((id) => encodeURIComponent(id));
  return ids.length === 1 ? `products/${encoded[0] ?? ''}` : `products/(${encoded.join(',')})`;
}

/** The ids a lookup path segment names; a single id when there are no parentheses. */
export function productLookupIds(segment: string): string[] {
  const listed = /^\((.*)\)$/.exec(segment);
  if (listed === null) return [segment];
  return (listed[1] ?? '').split(',').map((id) => id.trim());
}

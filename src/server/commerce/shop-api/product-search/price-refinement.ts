/**
 * The product search's refine parameter: the platform's price refinement,
 * 'price=(min..max)' with either end open ('price=(10..)'). Other refinements (categories,
 * brands, variation attributes) have nothing to refine in a parts catalogue.
 */

export interface PriceRange {
  min?: number;
  max?: number;
}

const pricePattern = /^price=\((\d{1,9}(?:\.\d{1,2})?)?\.\.(\d{1,9}(?:\.\d{1,2})?)?\)$/;

/** The range, or a sentence saying why the refinement is refused. */
export function parsePriceRefinement(refine: string): PriceRange | string {
  const match = pricePattern.exec(refine);
  if (match === null) return `refine must be a price range such as price=(10..50); '${refine}' is not one.`;
  const [, min, max] = match;
  const range: PriceRange = {
    ...(min === undefined ? {} : { min: Number(min) }),
    ...(max === undefined ? {} : { max: Number(max) }),
  };
  if (range.min !== undefined && range.max !== undefined && range.max < range.min)
    return 'refine must not end its price range below its start.';
  return range;
}

export function inPriceRange(price: number | undefined, range: PriceRange): boolean {
  if (price === undefined) return false;
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price <= range.max);
}

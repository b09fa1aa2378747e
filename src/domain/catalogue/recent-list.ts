/**
 * The user's recent lists (catalogue spec, section 9): "The last ten VINs, last ten additional searches
 * and last ten registrations are kept." Newest first; using an item again moves it to the
 * front rather than listing it twice. Favourite VINs are a separate, unbounded list.
 */
import { normaliseVin } from './vin';

export const recentListLimit = 10;

export interface RememberRecentOptions<Item> {
  /** What makes two items the same, e.g. the normalised VIN. */
  key: (item: Item) => string;
  limit?: number;
}

export function rememberRecent<Item>(
  list: readonly Item[],
  item: Item,
  { key, limit = recentListLimit }: RememberRecentOptions<Item>,
): Item[] {
  const itemKey = key(item);
  const others = list.filter((existing) => key(existing) !== itemKey);
  return [item, ...others].slice(0, Math.max(0, limit));
}

/** Adds the VIN to the front of the favourites, or removes it if it is already there. */
export function toggleFavourite(favourites: readonly string[], vin: string): string[] {
  const normalised = normaliseVin(vin);
  const others = favourites.filter((favourite) => normaliseVin(favourite) !== normalised);
  return others.length < favourites.length ? others : [normalised, ...favourites];
}

export function isFavourite(favourites: readonly string[], vin: string): boolean {
  const normalised = normaliseVin(vin);
  return favourites.some((favourite) => normaliseVin(favourite) === normalised);
}

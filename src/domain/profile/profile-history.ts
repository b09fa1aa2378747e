/**
 * The merge rules of the profile's history lists (catalogue spec, section 9: "The last ten
 * VINs, last ten additional searches and last ten registrations are kept"), shared by the
 * server and the device. Every list is ordered by when each entry was made (`at`, an ISO
 * date-time in UTC, so text order is time order), newest first, one entry per key (the newest
 * kept), and cut to its bound. Each result depends only on the set of changes applied, never
 * on their order, so two devices' changes converge on the server whatever order they arrive
 * in, and a change applied twice changes nothing the second time.
 */
import { normaliseVin } from '../catalogue/vin';
import type { Dated, FavouriteVinMark, StoredSearch } from '../sync/sync-contracts';

export const lastTenLimit = 10;
/** The search history is a log (the same search twice is two entries); the spec sets no bound, this keeps the record small. */
export const searchHistoryBound = 100;
/** Favourite VINs: the spec sets no bound; these keep the record small. */
export const favouriteVinBound = 100;
/** Unmarked favourites are remembered this many at most, so an older mark arriving late cannot revive them. */
export const unmarkedFavouriteBound = 100;

export const registrationKey = (registration: string) => registration.replaceAll(/\s/g, '').toUpperCase();

/** Text + criteria + catalogue: what makes two searches the same search. */
export const searchKey = (search: Pick<StoredSearch, 'catHieId' | 'criteria' | 'searchText'>) =>
  JSON.stringify([search.catHieId, search.criteria, search.searchText.trim().toLowerCase()]);

/** JSON with every object's members in name order: the database hands members back in its own order. */
function canonicalText(value: unknown): string {
  return JSON.stringify(value, (_name, member: unknown) =>
    typeof member === 'object' && member !== null && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}

/** Newest first; equal times by their content, so the order never depends on arrival. */
function newestFirst<T>(timeOf: (item: T) => string) {
  return (a: T, b: T) => {
    const [timeA, timeB] = [timeOf(a), timeOf(b)];
    if (timeA !== timeB) return timeA > timeB ? -1 : 1;
    const [textA, textB] = [canonicalText(a), canonicalText(b)];
    return textA < textB ? -1 : textA > textB ? 1 : 0;
  };
}

/**
 * The list with `item` added: one entry per key (the newest wins), newest first, at most
 * `limit`, none made at or before `notBefore`.
 */
export function mergeDated<T>(
  list: readonly T[],
  item: T,
  options: { key: (item: T) => string; timeOf: (item: T) => string; limit: number; notBefore?: string | null },
): T[] {
  const { key, timeOf, limit, notBefore } = options;
  const sorted = [item, ...list]
    .filter((entry) => notBefore === undefined || notBefore === null || timeOf(entry) > notBefore)
    .sort(newestFirst(timeOf));
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const entry of sorted) {
    const entryKey = key(entry);
    if (seen.has(entryKey)) continue;
    seen.add(entryKey);
    kept.push(entry);
  }
  return kept.slice(0, Math.max(0, limit));
}

const atOf = (item: { at: string }) => item.at;

/** A decoded VIN first in the last ten, one per normalised VIN. */
export function recordRecentVin<T extends { vin: string }>(list: readonly Dated<T>[], vin: Dated<T>): Dated<T>[] {
  return mergeDated(list, vin, { key: (item) => normaliseVin(item.vin), timeOf: atOf, limit: lastTenLimit });
}

/** A registration first in the last ten, one per normalised registration. */
export function recordRecentRegistration<T extends { registration: string }>(
  list: readonly Dated<T>[],
  registration: Dated<T>,
): Dated<T>[] {
  return mergeDated(list, registration, {
    key: (item) => registrationKey(item.registration),
    timeOf: atOf,
    limit: lastTenLimit,
  });
}

const timestampOf = (search: StoredSearch) => search.timestamp;

/** A search joins the history: each search once (the same search at the same time is one entry), at most searchHistoryBound. */
export function recordHistorySearch(
  history: readonly StoredSearch[],
  search: StoredSearch,
  clearedAt: string | null,
): StoredSearch[] {
  return mergeDated(history, search, {
    key: (item) => `${searchKey(item)}@${item.timestamp}`,
    timeOf: timestampOf,
    limit: searchHistoryBound,
    notBefore: clearedAt,
  });
}

/** A search first in the last ten additional searches, one per text, criteria and catalogue. */
export function recordAdditionalSearch(
  list: readonly StoredSearch[],
  search: StoredSearch,
  clearedAt: string | null,
): StoredSearch[] {
  return mergeDated(list, search, { key: searchKey, timeOf: timestampOf, limit: lastTenLimit, notBefore: clearedAt });
}

/** The later of two clear times (either may be none). */
export function laterClear(a: string | null, b: string): string {
  return a !== null && a > b ? a : b;
}

/**
 * A favourite marked or unmarked: the latest mark of a VIN wins (at the same time, unmarked
 * wins). Unmarked VINs are kept as marks so a late, older mark cannot bring them back.
 */
export function markFavouriteVin(marks: readonly FavouriteVinMark[], mark: FavouriteVinMark): FavouriteVinMark[] {
  const latest = mergeDated(
    marks,
    { ...mark, vin: normaliseVin(mark.vin) },
    {
      key: (item) => normaliseVin(item.vin),
      timeOf: atOf,
      limit: Number.POSITIVE_INFINITY,
    },
  );
  // At equal times newestFirst puts {favourite:false} first: "false" sorts before "true".
  const marked = latest.filter((item) => item.favourite).slice(0, favouriteVinBound);
  const unmarked = latest.filter((item) => !item.favourite).slice(0, unmarkedFavouriteBound);
  return [...marked, ...unmarked].sort(newestFirst(atOf));
}

/** The favourite VINs, newest first. */
export function favouriteVinsOf(marks: readonly FavouriteVinMark[]): string[] {
  return marks.filter((mark) => mark.favourite).map((mark) => mark.vin);
}

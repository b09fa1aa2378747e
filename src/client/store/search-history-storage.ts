/**
 * What the user searched: the search history (catalogue spec, section 2: search text, criteria,
 * date and time) and the last ten distinct additional searches, the part number and
 * description searches beside a vehicle (catalogue spec, section 9), which the search box offers again.
 * A registered user's live in their EPCUsers profile (c_epcSearchHistory,
 * c_epcLastTenAddSearch), kept in their database on this device and changed through the
 * outbox, so they work offline and follow the user to their other devices; a guest's stay in
 * this device's local storage ('guest'). For everyone on the device, the search type last
 * chosen (spec: "the search type into local storage"). Local storage writes report whether
 * they were stored.
 */
import { isJsonObject, parseJsonText } from '../../domain/catalogue/json-text';
import { rememberRecent } from '../../domain/catalogue/recent-list';
import { recordSearch } from '../../domain/catalogue/search-history';
import { isSearchCategory, type SearchCategory } from '../../domain/catalogue/catalogue-contracts';
import { searchKey } from '../../domain/profile/profile-history';
import type { StoredSearch } from '../../domain/sync/sync-contracts';
import { currentUserDb } from './user-db/current-user-db';
import { changeProfileTogether } from './user-db/profile-repository';
import { useStoredProfile } from './user-db/use-profile';
import { userLocalStorage } from './user-local-storage';

export type { StoredSearch };

export interface SearchLists {
  history: StoredSearch[];
  recentSearches: StoredSearch[];
}

const storageKey = (userKey: string) => `epc_search_history:${userKey}`;
export const searchListsStorageKey = storageKey;
const searchTypeKey = 'epc_search_type';
const emptyLists: SearchLists = { history: [], recentSearches: [] };

function isStoredSearch(value: unknown): value is StoredSearch {
  return (
    isJsonObject(value) &&
    typeof value.searchText === 'string' &&
    typeof value.timestamp === 'string' &&
    typeof value.catHieId === 'string' &&
    typeof value.criteria === 'string' &&
    isSearchCategory(value.criteria)
  );
}

function parseLists(text: string | null): SearchLists {
  const parsed = text === null ? undefined : parseJsonText(text);
  if (!isJsonObject(parsed)) return emptyLists;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]).filter(isStoredSearch) : []);
  return { history: list(parsed.history), recentSearches: list(parsed.recentSearches) };
}

const searchLists = userLocalStorage({
  storageKey,
  parse: parseLists,
  empty: emptyLists,
  description: 'the search history',
});

/** What this device keeps in local storage for `userKey` (a guest's lists, or a registered user's from before issue 15). */
export const readSearchLists = searchLists.read;

/** The lists on screen: a registered user's profile, else the device's lists for `userKey`. */
export function useSearchLists(userKey: string): SearchLists {
  const stored = useStoredProfile();
  const device = searchLists.useValue(userKey);
  if (!stored.registered) return device;
  return stored.profile
    ? { history: stored.profile.searchHistory, recentSearches: stored.profile.lastTenAdditionalSearches }
    : emptyLists;
}

/**
 * Adds a search to the history and to the last ten additional searches; false when the
 * device's local storage refused it (a registered user's database logs its own failure).
 */
export function recordCatalogueSearch(
  userKey: string,
  search: Omit<StoredSearch, 'timestamp'>,
  at: Date = new Date(),
): boolean {
  const entry: StoredSearch = { ...search, timestamp: at.toISOString() };
  const db = currentUserDb();
  if (db) {
    const time = entry.timestamp;
    changeProfileTogether(db, [
      { action: 'recordSearch', search: entry, at: time },
      { action: 'recordAdditionalSearch', search: entry, at: time },
    ]).catch((error: unknown) => console.warn('Could not keep the search history on this device', error));
    return true;
  }
  return searchLists.update(userKey, (lists) => ({
    // recordSearch only orders and trims the entries it is given, so they stay StoredSearch.
    history: recordSearch(lists.history, entry) as StoredSearch[],
    recentSearches: rememberRecent(lists.recentSearches, entry, { key: searchKey }),
  }));
}

/** Forgets the device's searches for `userKey` (a guest's). */
export function clearDeviceSearchLists(userKey: string): boolean {
  return searchLists.update(userKey, () => emptyLists);
}

/** The search type last chosen on this device; part number until one is. */
export function readSearchType(): SearchCategory {
  const stored = localStorage.getItem(searchTypeKey);
  return stored !== null && isSearchCategory(stored) ? stored : 'partNumber';
}

/** Remembers the search type; a full storage only means it is not remembered. */
export function saveSearchType(searchType: SearchCategory): void {
  try {
    localStorage.setItem(searchTypeKey, searchType);
  } catch (error) {
    console.warn('Could not keep the search type on this device', error);
  }
}

/**
 * What the user searched, kept in this device's local storage: per user ('guest' when nobody
 * is signed in), the search history (catalogue spec, section 2: search text, criteria, date and time)
 * and the last ten distinct searches (catalogue spec, section 9); for everyone on the device, the search
 * type last chosen (spec: "the search type into local storage"). Available offline; other
 * tabs see changes through the storage event. Writes report whether they were stored.
 */
// The profile fields c_epcSearchHistory and c_epcLastTenAddSearch are synced by a later issue.
import { isJsonObject, parseJsonText } from '../../domain/catalogue/json-text';
import { rememberRecent } from '../../domain/catalogue/recent-list';
import { recordSearch, type SearchHistoryEntry } from '../../domain/catalogue/search-history';
import { isSearchCategory, type SearchCategory } from '../../domain/catalogue/catalogue-contracts';
import { userLocalStorage } from './user-local-storage';

/** A history entry, with the catalogue it searched so it can be run again. */
export interface StoredSearch extends SearchHistoryEntry {
  criteria: SearchCategory;
  catHieId: string;
}

export interface SearchLists {
  history: StoredSearch[];
  recentSearches: StoredSearch[];
}

const storageKey = (userKey: string) => `epc_search_history:${userKey}`;
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

export const readSearchLists = searchLists.read;
export const useSearchLists = searchLists.useValue;

const sameSearch = (search: StoredSearch) =>
  JSON.stringify([search.catHieId, search.criteria, search.searchText.trim().toLowerCase()]);

/** Adds a search to the history and to the last ten searches; false when storage refused it. */
export function recordCatalogueSearch(
  userKey: string,
  search: Omit<StoredSearch, 'timestamp'>,
  at: Date = new Date(),
): boolean {
  const entry: StoredSearch = { ...search, timestamp: at.toISOString() };
  return searchLists.update(userKey, (lists) => ({
    // recordSearch only orders and trims the entries it is given, so they stay StoredSearch.
    history: recordSearch(lists.history, entry) as StoredSearch[],
    recentSearches: rememberRecent(lists.recentSearches, entry, { key: sameSearch }),
  }));
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

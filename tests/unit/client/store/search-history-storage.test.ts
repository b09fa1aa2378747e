// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readSearchLists,
  readSearchType,
  recordCatalogueSearch,
  saveSearchType,
} from '../../../../src/client/store/search-history-storage';

const brakeSearch = { catHieId: 'arden-sb21-2024', criteria: 'description', searchText: 'calipr brake' } as const;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 29, 0, minute));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('search history (spec, 2: search text, criteria, date, time), per user', () => {
  it('records each search with its time, newest first, the same text twice as two entries', () => {
    recordCatalogueSearch('guest', brakeSearch, at(0));
    recordCatalogueSearch('guest', { ...brakeSearch, criteria: 'partNumber', searchText: 'W500' }, at(1));
    recordCatalogueSearch('guest', brakeSearch, at(2));
    expect(readSearchLists('guest').history).toEqual([
      { ...brakeSearch, timestamp: '2026-03-29T00:02:00.000Z' },
      { ...brakeSearch, criteria: 'partNumber', searchText: 'W500', timestamp: '2026-03-29T00:01:00.000Z' },
      { ...brakeSearch, timestamp: '2026-03-29T00:00:00.000Z' },
    ]);
  });

  it('keeps the last ten distinct searches (spec, 9), a repeat moved to the front', () => {
    for (let minute = 0; minute < 11; minute += 1) {
      recordCatalogueSearch('guest', { ...brakeSearch, searchText: `term ${minute}` }, at(minute));
    }
    recordCatalogueSearch('guest', { ...brakeSearch, searchText: 'TERM 5' }, at(20));
    const { recentSearches, history } = readSearchLists('guest');
    expect(recentSearches).toHaveLength(10);
    expect(recentSearches.map((search) => search.searchText)).toEqual([
      'TERM 5',
      'term 10',
      'term 9',
      'term 8',
      'term 7',
      'term 6',
      'term 4',
      'term 3',
      'term 2',
      'term 1',
    ]);
    expect(history).toHaveLength(12);
  });

  it('keeps each user to their own history', () => {
    recordCatalogueSearch('customer-1', brakeSearch, at(0));
    expect(readSearchLists('guest').history).toEqual([]);
    expect(readSearchLists('customer-1').history).toHaveLength(1);
  });

  it('drops malformed entries', () => {
    localStorage.setItem(
      'epc_search_history:guest',
      JSON.stringify({
        history: [
          { ...brakeSearch, timestamp: '2026-03-29T00:00:00Z' },
          { ...brakeSearch, criteria: 'colour', timestamp: 'x' },
          'brake',
        ],
        recentSearches: 'brake',
      }),
    );
    expect(readSearchLists('guest')).toEqual({
      history: [{ ...brakeSearch, timestamp: '2026-03-29T00:00:00Z' }],
      recentSearches: [],
    });
    localStorage.setItem('epc_search_history:guest', 'not json');
    expect(readSearchLists('guest')).toEqual({ history: [], recentSearches: [] });
  });

  it('reports a full storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(recordCatalogueSearch('guest', brakeSearch, at(0))).toBe(false);
    expect(readSearchLists('guest').history).toEqual([]);
    expect(() => saveSearchType('description')).not.toThrow();
  });
});

describe('the search type "into local storage"', () => {
  it('is part number until one is chosen, then the one chosen', () => {
    expect(readSearchType()).toBe('partNumber');
    saveSearchType('description');
    expect(readSearchType()).toBe('description');
    localStorage.setItem('epc_search_type', 'colour');
    expect(readSearchType()).toBe('partNumber');
  });
});

import { describe, expect, it } from 'vitest';
import {
  enGbDateAndTime,
  enGbDateBarTime,
  recordSearch,
  searchHistoryLimit,
} from '../../../../src/domain/catalogue/search-history';
import type { SearchHistoryEntry } from '../../../../src/domain/catalogue/search-history';

describe('enGbDateAndTime: "Dates shown in en-GB format as date | time" (spec, 9)', () => {
  it.each([
    ['2026-11-22T09:05:00Z', 0, '22/11/2026', '09:05', 'UTC'],
    ['2026-11-22T09:05:59.999Z', 0, '22/11/2026', '09:05', 'seconds are dropped, not rounded'],
    ['2026-07-01T23:30:00Z', 60, '02/07/2026', '00:30', 'BST moves past midnight into the next day'],
    ['2026-01-01T02:00:00Z', -300, '31/12/2025', '21:00', 'New York moves back into the old year'],
    ['2026-03-01T12:00:00Z', 330, '01/03/2026', '17:30', 'India, a half-hour offset'],
    ['2028-02-28T23:59:00Z', 1, '29/02/2028', '00:00', 'a leap day'],
    ['2026-11-22T10:05:00+01:00', 0, '22/11/2026', '09:05', 'an offset in the text is honoured'],
    ['2026-11-22T09:05Z', 0, '22/11/2026', '09:05', 'seconds may be left out'],
    ['0999-05-06T07:08:00Z', 0, '06/05/0999', '07:08', 'the year keeps four digits'],
  ])('%s at %i min -> %s | %s (%s)', (iso, offset, date, time) => {
    expect(enGbDateAndTime(iso, offset)).toEqual({ date, time });
    expect(enGbDateBarTime(iso, offset)).toBe(`${date} | ${time}`);
  });

  it.each([
    ['', 'empty'],
    ['not a date', 'free text'],
    ['2026-11-22', 'a date without a time'],
    ['2026-11-22T09:05:00', 'no zone: would depend on the host'],
    ['22/11/2026 09:05', 'already formatted'],
    ['2026-13-40T09:05:00Z', 'an impossible date'],
    ['2026-02-30T09:05:00Z', '30 February, which Date.parse would roll into March'],
    ['2027-02-29T09:05:00Z', '29 February outside a leap year'],
  ])('%j (%s) -> null', (iso) => {
    expect(enGbDateAndTime(iso, 0)).toBeNull();
    expect(enGbDateBarTime(iso, 0)).toBeNull();
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('an offset of %s -> null', (offset) => {
    expect(enGbDateAndTime('2026-11-22T09:05:00Z', offset)).toBeNull();
  });
});

const entry = (searchText: string, timestamp: string): SearchHistoryEntry => ({
  searchText,
  criteria: 'description',
  timestamp,
});
const minute = (m: number) => `2026-11-22T09:${String(m).padStart(2, '0')}:00Z`;

describe('recordSearch: newest first, at most the limit', () => {
  it(`keeps ${searchHistoryLimit} by default`, () => {
    const full = Array.from({ length: searchHistoryLimit }, (_, i) =>
      entry(`s${i}`, new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString()),
    );
    const next = recordSearch(full, entry('new', '2026-02-01T00:00:00Z'));
    expect(next).toHaveLength(searchHistoryLimit);
    expect(next[0]?.searchText).toBe('new');
    expect(next.at(-1)?.searchText).toBe(`s${searchHistoryLimit - 2}`);
  });

  it.each<[string, SearchHistoryEntry[], SearchHistoryEntry, number, string[]]>([
    ['the first search', [], entry('a', minute(1)), 10, ['a']],
    ['a newer search goes first', [entry('a', minute(1))], entry('b', minute(2)), 10, ['b', 'a']],
    ['the same text again is a second entry', [entry('a', minute(1))], entry('a', minute(2)), 10, ['a', 'a']],
    [
      'an older entry from another device sorts into place',
      [entry('c', minute(3)), entry('a', minute(1))],
      entry('b', minute(2)),
      10,
      ['c', 'b', 'a'],
    ],
    [
      'out-of-order history is put in order',
      [entry('a', minute(1)), entry('c', minute(3))],
      entry('b', minute(2)),
      10,
      ['c', 'b', 'a'],
    ],
    [
      'over the limit, the oldest goes',
      [entry('b', minute(2)), entry('a', minute(1))],
      entry('c', minute(3)),
      2,
      ['c', 'b'],
    ],
    [
      'an unreadable timestamp sorts last and goes first',
      [entry('bad', 'yesterday'), entry('a', minute(1))],
      entry('b', minute(2)),
      2,
      ['b', 'a'],
    ],
    ['equal times keep the new one first', [entry('a', minute(1))], entry('b', minute(1)), 10, ['b', 'a']],
    ['a limit of 0 keeps nothing', [entry('a', minute(1))], entry('b', minute(2)), 0, []],
  ])('%s', (_case, history, added, limit, expected) => {
    expect(recordSearch(history, added, limit).map((item) => item.searchText)).toEqual(expected);
  });

  it('does not change the history it is given', () => {
    const history = [entry('a', minute(1)), entry('c', minute(3))];
    recordSearch(history, entry('b', minute(2)));
    expect(history.map((item) => item.searchText)).toEqual(['a', 'c']);
  });
});

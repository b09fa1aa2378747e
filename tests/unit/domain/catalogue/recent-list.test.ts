import { describe, expect, it } from 'vitest';
import {
  isFavourite,
  recentListLimit,
  rememberRecent,
  toggleFavourite,
} from '../../../../src/domain/catalogue/recent-list';
import { normaliseVin } from '../../../../src/domain/catalogue/vin';

const byVin = { key: normaliseVin };
const vins = Array.from({ length: 10 }, (_, i) => `VIN${String(i).padStart(14, '0')}`);

describe('rememberRecent: "The last ten VINs, last ten additional searches and last ten registrations are kept." (spec, 9)', () => {
  it('keeps ten by default', () => {
    expect(recentListLimit).toBe(10);
  });

  it.each<[string, string[], string, string[]]>([
    ['the first item', [], 'A', ['A']],
    ['a new item goes to the front', ['B', 'C'], 'A', ['A', 'B', 'C']],
    ['a repeated item moves to the front, once', ['B', 'A', 'C'], 'A', ['A', 'B', 'C']],
    ['the newest item again changes nothing', ['A', 'B'], 'A', ['A', 'B']],
    ['the oldest item moves to the front', ['B', 'C', 'A'], 'A', ['A', 'B', 'C']],
  ])('%s', (_case, list, item, expected) => {
    expect(rememberRecent(list, item, { key: (text) => text })).toEqual(expected);
  });

  it('an eleventh VIN pushes out the oldest', () => {
    const next = rememberRecent(vins, 'SAJAA00000000NEW1', byVin);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('SAJAA00000000NEW1');
    expect(next).not.toContain(vins[9]);
  });

  it('a repeated VIN in a full list moves to the front and nothing drops out', () => {
    const next = rememberRecent(vins, vins[9] ?? '', byVin);
    expect(next).toEqual([vins[9], ...vins.slice(0, 9)]);
  });

  it('the key decides sameness: a lower-case VIN replaces its upper-case entry', () => {
    expect(rememberRecent(['1M8GDM9AXKP042788', 'B'], '1m8gdm9axkp042788', byVin)).toEqual(['1m8gdm9axkp042788', 'B']);
  });

  it('a list longer than the limit (an older, larger store) is cut on the next write', () => {
    const long = Array.from({ length: 15 }, (_, i) => `R${i}`);
    expect(rememberRecent(long, 'NEW', { key: (text) => text })).toEqual(['NEW', ...long.slice(0, 9)]);
  });

  it.each([
    [3, ['A', 'B', 'C']],
    [1, ['A']],
    [0, []],
    [-1, []],
  ])('limit %i', (limit, expected) => {
    expect(rememberRecent(['B', 'C', 'D'], 'A', { key: (text) => text, limit })).toEqual(expected);
  });

  it('works for objects, such as additional searches, through their key', () => {
    const searches = [
      { searchText: 'brake pad', criteria: 'description' },
      { searchText: 'LR012345', criteria: 'partNumber' },
    ];
    const key = (search: { searchText: string; criteria: string }) => `${search.criteria}:${search.searchText}`;
    expect(rememberRecent(searches, { searchText: 'LR012345', criteria: 'partNumber' }, { key })).toEqual([
      { searchText: 'LR012345', criteria: 'partNumber' },
      { searchText: 'brake pad', criteria: 'description' },
    ]);
  });

  it('does not change the list it is given', () => {
    const list = ['B', 'A'];
    rememberRecent(list, 'A', { key: (text) => text });
    expect(list).toEqual(['B', 'A']);
  });
});

describe('toggleFavourite and isFavourite: favourite VINs', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds to an empty list', [], '1M8GDM9AXKP042788', ['1M8GDM9AXKP042788']],
    [
      'adds a new VIN at the front',
      ['11111111111111111'],
      '1M8GDM9AXKP042788',
      ['1M8GDM9AXKP042788', '11111111111111111'],
    ],
    ['removes a favourite', ['11111111111111111', '1M8GDM9AXKP042788'], '1M8GDM9AXKP042788', ['11111111111111111']],
    ['removes whatever its case or spacing', ['1M8GDM9AXKP042788'], ' 1m8gdm9axkp042788 ', []],
    ['adds the VIN normalised', [], ' 1m8gdm9axkp042788 ', ['1M8GDM9AXKP042788']],
  ])('%s', (_case, favourites, vin, expected) => {
    expect(toggleFavourite(favourites, vin)).toEqual(expected);
  });

  it('toggling twice gives back the list', () => {
    const favourites = ['11111111111111111'];
    expect(toggleFavourite(toggleFavourite(favourites, '1M8GDM9AXKP042788'), '1M8GDM9AXKP042788')).toEqual(favourites);
  });

  it.each([
    ['1M8GDM9AXKP042788', true],
    ['1m8gdm9axkp042788', true],
    ['11111111111111111', false],
  ])('isFavourite(%s) -> %s', (vin, expected) => {
    expect(isFavourite(['1M8GDM9AXKP042788'], vin)).toBe(expected);
  });
});

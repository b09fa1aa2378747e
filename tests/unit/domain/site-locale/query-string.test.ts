import { describe, expect, it } from 'vitest';
import { appendQueryParams, readQueryParam, removeQueryParams } from '../../../../src/domain/site-locale/query-string';

describe('readQueryParam', () => {
  it.each([
    { query: 'site=cv&locale=fr', key: 'site', value: 'cv' },
    { query: 'x=1&locale=fr', key: 'locale', value: 'fr' },
    { query: 'site=cv&site=arden', key: 'site', value: 'cv' },
    { query: 'si%74e=c%76', key: 'site', value: 'cv' },
    { query: 'q=a+b', key: 'q', value: 'a b' },
    { query: 'site=', key: 'site', value: undefined },
    { query: 'site', key: 'site', value: undefined },
    { query: 'website=cv', key: 'site', value: undefined },
    { query: '', key: 'site', value: undefined },
  ])('"$key" in "$query"', ({ query, key, value }) => {
    expect(readQueryParam(query, key)).toBe(value);
  });
});

describe('removeQueryParams', () => {
  it.each([
    { query: 'x=1&site=cv&locale=fr&y=%20', keys: ['site', 'locale'], rest: 'x=1&y=%20' },
    { query: 'site=cv&site=arden', keys: ['site'], rest: '' },
    { query: 'site=cv&locale=fr', keys: ['locale'], rest: 'site=cv' },
    { query: '', keys: ['site'], rest: '' },
  ])('$keys from "$query"', ({ query, keys, rest }) => {
    expect(removeQueryParams(query, keys)).toBe(rest);
  });
});

describe('appendQueryParams', () => {
  it.each([
    { query: '', params: [['site', 'cv']] as const, result: 'site=cv' },
    {
      query: 'x=1',
      params: [
        ['site', 'cv'],
        ['locale', 'en-GB'],
      ] as const,
      result: 'x=1&site=cv&locale=en-GB',
    },
    { query: 'x=1', params: [] as const, result: 'x=1' },
    { query: '', params: [['q', 'a&b']] as const, result: 'q=a%26b' },
  ])('$params onto "$query"', ({ query, params, result }) => {
    expect(appendQueryParams(query, params)).toBe(result);
  });
});

import { describe, expect, it } from 'vitest';
import type { UrlConfig } from '../../../../src/domain/site-locale/site-locale-config';
import { stripSiteLocale } from '../../../../src/domain/site-locale/strip-url';
import { makeConfig, withoutUrlKey } from './site-locale-fixture';

const cases: { mode: string; urlConfig: Partial<UrlConfig>; rows: { url: string; path: string }[] }[] = [
  {
    mode: 'path',
    urlConfig: { site: 'path', locale: 'path' },
    rows: [
      { url: '/', path: '/' },
      { url: '/home', path: '/home' },
      { url: '/corvid', path: '/' },
      { url: '/corvid/', path: '/' },
      { url: '/cv/de-DE', path: '/' },
      { url: '/fr', path: '/' },
      { url: '/fr-FR/catalogue/42', path: '/catalogue/42' },
      { url: '/cv/home', path: '/home' },
      { url: '/cv/en-GB/home?x=1#top', path: '/home?x=1#top' },
      { url: '/cv/fr-FR/home', path: '/fr-FR/home' },
      { url: '/cv/home/', path: '/home/' },
      { url: '/cv/search/a%2Fb/parts', path: '/search/a%2Fb/parts' },
      { url: '/home/cv', path: '/home/cv' },
      { url: '/home?site=cv&locale=en-GB', path: '/home?site=cv&locale=en-GB' },
      { url: 'https://shop.example.com/cv/en-GB/home?x=1', path: '/home?x=1' },
      { url: 'https://shop.example.com', path: '/' },
    ],
  },
  {
    mode: 'query_param',
    urlConfig: { site: 'query_param', locale: 'query_param' },
    rows: [
      { url: '/home', path: '/home' },
      { url: '/home?x=1&site=cv&locale=en-GB', path: '/home?x=1' },
      { url: '/?site=cv', path: '/' },
      { url: '/home?site=cv#top', path: '/home#top' },
      { url: '/home?site=nowhere&y=2', path: '/home?y=2' },
      { url: '/cv/en-GB/home', path: '/cv/en-GB/home' },
      { url: 'https://shop.example.com/home?locale=fr', path: '/home' },
    ],
  },
  {
    mode: 'none',
    urlConfig: { site: 'none', locale: 'none' },
    rows: [
      { url: '/cv/en-GB/home', path: '/cv/en-GB/home' },
      { url: '/home?site=cv&locale=en-GB', path: '/home?site=cv&locale=en-GB' },
    ],
  },
  {
    mode: 'site in path, locale in query',
    urlConfig: { site: 'path', locale: 'query_param' },
    rows: [{ url: '/cv/home?locale=en-GB&x=1', path: '/home?x=1' }],
  },
  {
    mode: 'site in query, locale in path',
    urlConfig: { site: 'query_param', locale: 'path' },
    rows: [{ url: '/en-GB/home?site=cv', path: '/home' }],
  },
];

describe.each(cases)('stripSiteLocale in $mode mode', ({ urlConfig, rows }) => {
  it.each(rows)('$url gives $path', ({ url, path }) => {
    expect(stripSiteLocale(url, makeConfig(urlConfig))).toBe(path);
  });
});

describe('stripSiteLocale errors', () => {
  it('throws when the url key is missing', () => {
    expect(() => stripSiteLocale('/home', withoutUrlKey)).toThrow(
      new Error('Cannot find `url` key. Please check your configuration file'),
    );
  });
});

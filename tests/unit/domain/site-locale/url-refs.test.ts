import { describe, expect, it } from 'vitest';
import type { UrlConfig } from '../../../../src/domain/site-locale/site-locale-config';
import { readSiteLocaleRefs } from '../../../../src/domain/site-locale/url-refs';
import { makeConfig, withoutUrlKey } from './site-locale-fixture';

interface RefsCase {
  url: string;
  refs: { siteRef?: string; localeRef?: string };
}

const cases: { mode: string; urlConfig: Partial<UrlConfig>; rows: RefsCase[] }[] = [
  {
    mode: 'path',
    urlConfig: { site: 'path', locale: 'path' },
    rows: [
      { url: '/', refs: {} },
      { url: '/home', refs: {} },
      { url: '/fr-FR/home', refs: { localeRef: 'fr-FR' } },
      { url: '/fr/home', refs: { localeRef: 'fr' } },
      { url: '/corvid/home', refs: { siteRef: 'corvid' } },
      { url: '/cv/home', refs: { siteRef: 'cv' } },
      { url: '/corvid/fr-FR/home', refs: { siteRef: 'corvid' } },
      { url: '/corvid/en-GB/home', refs: { siteRef: 'corvid', localeRef: 'en-GB' } },
      { url: '/cv/de-DE', refs: { siteRef: 'cv', localeRef: 'de-DE' } },
      { url: '/arden/en-GB/', refs: { siteRef: 'arden', localeRef: 'en-GB' } },
      { url: '/corvid', refs: { siteRef: 'corvid' } },
      { url: '/home/corvid/fr-FR', refs: {} },
      { url: '/fr-FR/corvid/home', refs: { localeRef: 'fr-FR' } },
      { url: '/Corvid/home', refs: {} },
      { url: '/home?site=corvid&locale=de-DE', refs: {} },
      { url: 'https://shop.example.com/cv/en-GB/home?x=1', refs: { siteRef: 'cv', localeRef: 'en-GB' } },
    ],
  },
  {
    mode: 'query_param',
    urlConfig: { site: 'query_param', locale: 'query_param' },
    rows: [
      { url: '/', refs: {} },
      { url: '/home?site=corvid&locale=de-DE', refs: { siteRef: 'corvid', localeRef: 'de-DE' } },
      { url: '/home?x=1&site=cv', refs: { siteRef: 'cv' } },
      { url: '/?locale=fr#top', refs: { localeRef: 'fr' } },
      { url: '/home?site=nowhere&locale=xx', refs: { siteRef: 'nowhere', localeRef: 'xx' } },
      { url: '/home?site=&locale=', refs: {} },
      { url: '/corvid/de-DE/home', refs: {} },
      { url: 'https://shop.example.com/home?site=cv&locale=en-GB#top', refs: { siteRef: 'cv', localeRef: 'en-GB' } },
    ],
  },
  {
    mode: 'none',
    urlConfig: { site: 'none', locale: 'none' },
    rows: [
      { url: '/corvid/de-DE/home', refs: {} },
      { url: '/home?site=corvid&locale=de-DE', refs: {} },
    ],
  },
  {
    mode: 'site in path, locale in query',
    urlConfig: { site: 'path', locale: 'query_param' },
    rows: [
      { url: '/cv/home?locale=en-GB', refs: { siteRef: 'cv', localeRef: 'en-GB' } },
      { url: '/cv/en-GB/home', refs: { siteRef: 'cv' } },
    ],
  },
  {
    mode: 'site in query, locale in path',
    urlConfig: { site: 'query_param', locale: 'path' },
    rows: [
      { url: '/en-GB/home?site=cv', refs: { siteRef: 'cv', localeRef: 'en-GB' } },
      { url: '/fr-FR/home?site=cv', refs: { siteRef: 'cv' } },
      { url: '/fr-FR/home', refs: { localeRef: 'fr-FR' } },
    ],
  },
  {
    mode: 'site none, locale in path',
    urlConfig: { site: 'none', locale: 'path' },
    rows: [
      { url: '/fr/home', refs: { localeRef: 'fr' } },
      { url: '/cv/de-DE/home', refs: {} },
    ],
  },
];

describe.each(cases)('readSiteLocaleRefs in $mode mode', ({ urlConfig, rows }) => {
  it.each(rows)('$url', ({ url, refs }) => {
    expect(readSiteLocaleRefs(url, makeConfig(urlConfig))).toEqual(refs);
  });
});

describe('readSiteLocaleRefs errors', () => {
  it('throws when the url key is missing', () => {
    expect(() => readSiteLocaleRefs('/home', withoutUrlKey)).toThrow(
      new Error('Cannot find `url` key. Please check your configuration file'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildUrlWithSiteLocale } from '../../../../src/domain/site-locale/build-url';
import { resolveLocaleFromUrl, resolveSiteFromUrl } from '../../../../src/domain/site-locale/resolve';
import type { UrlConfig } from '../../../../src/domain/site-locale/site-locale-config';
import { stripSiteLocale } from '../../../../src/domain/site-locale/strip-url';
import { makeConfig, withoutUrlKey } from './site-locale-fixture';

interface BuildCase {
  path: string;
  site: string;
  locale: string;
  url: string;
}

const cases: { mode: string; urlConfig: UrlConfig; rows: BuildCase[] }[] = [
  {
    mode: 'path, defaults hidden',
    urlConfig: { site: 'path', locale: 'path', showDefaults: false },
    rows: [
      { path: '/home', site: 'arden', locale: 'en-GB', url: '/home' },
      { path: '/home', site: 'arden', locale: 'fr-FR', url: '/fr/home' },
      { path: '/home', site: 'arden', locale: 'de-DE', url: '/de-DE/home' },
      { path: '/home', site: 'corvid', locale: 'de-DE', url: '/cv/home' },
      { path: '/home', site: 'corvid', locale: 'en-GB', url: '/cv/en-GB/home' },
      { path: '/home', site: 'cv', locale: 'en-GB', url: '/cv/en-GB/home' },
      { path: '/home', site: 'arden', locale: 'fr', url: '/fr/home' },
      { path: '/', site: 'arden', locale: 'en-GB', url: '/' },
      { path: '/?x=1#top', site: 'arden', locale: 'en-GB', url: '/?x=1#top' },
      { path: '/', site: 'arden', locale: 'fr-FR', url: '/fr' },
      { path: '/', site: 'corvid', locale: 'en-GB', url: '/cv/en-GB' },
      { path: '/?x=1', site: 'corvid', locale: 'de-DE', url: '/cv?x=1' },
      { path: '/catalogue/42?x=1#top', site: 'corvid', locale: 'en-GB', url: '/cv/en-GB/catalogue/42?x=1#top' },
      { path: '/home?site=cv', site: 'arden', locale: 'en-GB', url: '/home?site=cv' },
    ],
  },
  {
    mode: 'path, defaults shown',
    urlConfig: { site: 'path', locale: 'path', showDefaults: true },
    rows: [
      { path: '/home', site: 'arden', locale: 'en-GB', url: '/arden/en-GB/home' },
      { path: '/home', site: 'corvid', locale: 'de-DE', url: '/cv/de-DE/home' },
      { path: '/home', site: 'arden', locale: 'fr-FR', url: '/arden/fr/home' },
      { path: '/', site: 'arden', locale: 'en-GB', url: '/' },
      { path: '/?x=1', site: 'arden', locale: 'en-GB', url: '/?x=1' },
      { path: '/', site: 'arden', locale: 'de-DE', url: '/arden/de-DE' },
      { path: '/', site: 'corvid', locale: 'de-DE', url: '/cv/de-DE' },
    ],
  },
  {
    mode: 'query_param, defaults hidden',
    urlConfig: { site: 'query_param', locale: 'query_param', showDefaults: false },
    rows: [
      { path: '/home', site: 'arden', locale: 'en-GB', url: '/home' },
      { path: '/home', site: 'corvid', locale: 'en-GB', url: '/home?site=cv&locale=en-GB' },
      { path: '/home', site: 'corvid', locale: 'de-DE', url: '/home?site=cv' },
      { path: '/home?x=1#top', site: 'arden', locale: 'fr-FR', url: '/home?x=1&locale=fr#top' },
      { path: '/', site: 'corvid', locale: 'de-DE', url: '/?site=cv' },
      { path: '/', site: 'arden', locale: 'en-GB', url: '/' },
      { path: '/home?site=cv&x=1', site: 'arden', locale: 'en-GB', url: '/home?x=1' },
      { path: '/?site=cv', site: 'arden', locale: 'en-GB', url: '/' },
    ],
  },
  {
    mode: 'query_param, defaults shown',
    urlConfig: { site: 'query_param', locale: 'query_param', showDefaults: true },
    rows: [
      { path: '/home', site: 'arden', locale: 'en-GB', url: '/home?site=arden&locale=en-GB' },
      { path: '/home?locale=fr', site: 'corvid', locale: 'de-DE', url: '/home?site=cv&locale=de-DE' },
      { path: '/', site: 'arden', locale: 'en-GB', url: '/' },
      { path: '/', site: 'arden', locale: 'fr-FR', url: '/?site=arden&locale=fr' },
    ],
  },
  {
    mode: 'none, defaults hidden',
    urlConfig: { site: 'none', locale: 'none', showDefaults: false },
    rows: [
      { path: '/home', site: 'corvid', locale: 'en-GB', url: '/home' },
      { path: '/', site: 'corvid', locale: 'en-GB', url: '/' },
    ],
  },
  {
    mode: 'none, defaults shown',
    urlConfig: { site: 'none', locale: 'none', showDefaults: true },
    rows: [{ path: '/home?x=1', site: 'arden', locale: 'en-GB', url: '/home?x=1' }],
  },
  {
    mode: 'site in path, locale in query',
    urlConfig: { site: 'path', locale: 'query_param', showDefaults: false },
    rows: [
      { path: '/home', site: 'corvid', locale: 'en-GB', url: '/cv/home?locale=en-GB' },
      { path: '/home', site: 'arden', locale: 'fr-FR', url: '/home?locale=fr' },
    ],
  },
  {
    mode: 'site in query, locale in path',
    urlConfig: { site: 'query_param', locale: 'path', showDefaults: false },
    rows: [{ path: '/home#top', site: 'corvid', locale: 'en-GB', url: '/en-GB/home?site=cv#top' }],
  },
];

describe.each(cases)('buildUrlWithSiteLocale in $mode mode', ({ urlConfig, rows }) => {
  it.each(rows)('$path for $site/$locale gives $url', ({ path, site, locale, url }) => {
    expect(buildUrlWithSiteLocale(path, { site, locale }, makeConfig(urlConfig))).toBe(url);
  });
});

describe('buildUrlWithSiteLocale errors', () => {
  it.each([
    {
      name: 'the site is unknown',
      refs: { site: 'nowhere', locale: 'en-GB' },
      config: makeConfig(),
      error: 'Unknown site "nowhere". Please check your sites configuration',
    },
    {
      name: 'the site does not support the locale',
      refs: { site: 'corvid', locale: 'fr-FR' },
      config: makeConfig(),
      error: 'Site "corvid" does not support locale "fr-FR". Please check your sites configuration',
    },
    {
      name: 'the url key is missing',
      refs: { site: 'arden', locale: 'en-GB' },
      config: withoutUrlKey,
      error: 'Cannot find `url` key. Please check your configuration file',
    },
    {
      name: 'the default site matches no site',
      refs: { site: 'arden', locale: 'en-GB' },
      config: makeConfig({}, { defaultSite: 'nowhere' }),
      error: "Can't find a matching default site. Please check your sites configuration",
    },
  ])('throws when $name', ({ refs, config, error }) => {
    expect(() => buildUrlWithSiteLocale('/home', refs, config)).toThrow(new Error(error));
  });
});

const roundTripPaths = ['/', '/home', '/?x=1', '/catalogue/42?x=1&y=a%20b#top', '/search/a/b/c/', '/help#faq'];
const selections = [
  { site: 'arden', locale: 'en-GB' },
  { site: 'arden', locale: 'fr-FR' },
  { site: 'corvid', locale: 'de-DE' },
  { site: 'corvid', locale: 'en-GB' },
];
const placements = ['path', 'query_param', 'none'] as const;
const roundTripConfigs = placements.flatMap((site) =>
  placements.flatMap((locale) => [false, true].map((showDefaults) => makeConfig({ site, locale, showDefaults }))),
);

describe.each(roundTripConfigs)(
  'round trip with site $url.site, locale $url.locale, showDefaults $url.showDefaults',
  (config) => {
    const rows = roundTripPaths.flatMap((path) => selections.map((refs) => ({ path, ...refs })));

    it.each(rows)('$path for $site/$locale', ({ path, site, locale }) => {
      const url = buildUrlWithSiteLocale(path, { site, locale }, config);
      expect(stripSiteLocale(url, config)).toBe(path);
      if (config.url?.site !== 'none') {
        expect(resolveSiteFromUrl(url, config).id).toBe(site);
      }
      if (config.url?.site !== 'none' && config.url?.locale !== 'none') {
        expect(resolveLocaleFromUrl(url, config).id).toBe(locale);
      }
    });
  },
);

import { describe, expect, it } from 'vitest';
import { resolveLocaleFromUrl, resolveSiteFromUrl } from '../../../../src/domain/site-locale/resolve';
import { makeConfig, withoutUrlKey } from './site-locale-fixture';

const pathConfig = makeConfig();
const queryConfig = makeConfig({ site: 'query_param', locale: 'query_param' });
const noneConfig = makeConfig({ site: 'none', locale: 'none' });

describe('resolveSiteFromUrl', () => {
  it.each([
    { url: '/', config: pathConfig, site: 'arden' },
    { url: '/home', config: pathConfig, site: 'arden' },
    { url: '/fr-FR/home', config: pathConfig, site: 'arden' },
    { url: '/corvid/home', config: pathConfig, site: 'corvid' },
    { url: '/cv', config: pathConfig, site: 'corvid' },
    { url: 'https://shop.example.com/cv/en-GB/home', config: pathConfig, site: 'corvid' },
    { url: '/home?site=cv', config: pathConfig, site: 'arden' },
    { url: '/home?site=cv', config: queryConfig, site: 'corvid' },
    { url: '/home?site=nowhere', config: queryConfig, site: 'arden' },
    { url: '/cv/home?site=cv', config: noneConfig, site: 'arden' },
    { url: '/home', config: makeConfig({}, { defaultSite: 'cv' }), site: 'corvid' },
  ])('$url in $config.url.site mode gives $site', ({ url, config, site }) => {
    expect(resolveSiteFromUrl(url, config).id).toBe(site);
  });

  it.each([
    { name: 'the url is empty', url: '', config: pathConfig, error: 'URL is required to find a site object.' },
    {
      name: 'the url key is missing',
      url: '/home',
      config: withoutUrlKey,
      error: 'Cannot find `url` key. Please check your configuration file',
    },
    {
      name: 'the default site matches no site',
      url: '/home',
      config: makeConfig({}, { defaultSite: 'nowhere' }),
      error: "Can't find a matching default site. Please check your sites configuration",
    },
    {
      name: 'there are no sites',
      url: '/home',
      config: makeConfig({}, { sites: [] }),
      error: "Can't find any sites from the config. Please check your configuration",
    },
  ])('throws when $name', ({ url, config, error }) => {
    expect(() => resolveSiteFromUrl(url, config)).toThrow(new Error(error));
  });
});

describe('resolveLocaleFromUrl', () => {
  it.each([
    { url: '/', config: pathConfig, locale: 'en-GB' },
    { url: '/home', config: pathConfig, locale: 'en-GB' },
    { url: '/fr-FR/home', config: pathConfig, locale: 'fr-FR' },
    { url: '/fr/home', config: pathConfig, locale: 'fr-FR' },
    { url: '/corvid/home', config: pathConfig, locale: 'de-DE' },
    { url: '/corvid/en-GB/home', config: pathConfig, locale: 'en-GB' },
    { url: '/corvid/fr-FR/home', config: pathConfig, locale: 'de-DE' },
    { url: '/home?locale=fr', config: queryConfig, locale: 'fr-FR' },
    { url: '/home?site=cv&locale=fr-FR', config: queryConfig, locale: 'de-DE' },
    { url: '/home?site=cv&locale=en-GB', config: queryConfig, locale: 'en-GB' },
    { url: '/home?locale=xx', config: queryConfig, locale: 'en-GB' },
    { url: '/fr/home?locale=fr', config: noneConfig, locale: 'en-GB' },
  ])('$url in $config.url.locale mode gives $locale', ({ url, config, locale }) => {
    expect(resolveLocaleFromUrl(url, config).id).toBe(locale);
  });

  it('returns the locale object with its alias', () => {
    expect(resolveLocaleFromUrl('/fr/home', pathConfig)).toEqual({ id: 'fr-FR', alias: 'fr' });
  });

  it.each([
    { name: 'the url is empty', url: '', config: pathConfig, error: 'URL is required to look for the locale object' },
    {
      name: 'the url key is missing',
      url: '/home',
      config: withoutUrlKey,
      error: 'Cannot find `url` key. Please check your configuration file',
    },
  ])('throws when $name', ({ url, config, error }) => {
    expect(() => resolveLocaleFromUrl(url, config)).toThrow(new Error(error));
  });
});

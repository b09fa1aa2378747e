import { describe, expect, it } from 'vitest';
import { siteLocaleConfig } from '../../../../src/config/sites';
import { buildUrlWithSiteLocale } from '../../../../src/domain/site-locale/build-url';
import { firstVisitUrl, localeInForce } from '../../../../src/domain/site-locale/locale-in-force';
import type { SiteLocaleConfig, UrlPlacement } from '../../../../src/domain/site-locale/site-locale-config';
import { stripSiteLocale } from '../../../../src/domain/site-locale/strip-url';

/** The product's own sites, in the URL modes a deployment can choose. */
function inMode(site: UrlPlacement, locale: UrlPlacement): SiteLocaleConfig {
  return { ...siteLocaleConfig, url: { site, locale, showDefaults: false } };
}

const german = { chosen: undefined, browserLanguages: ['de-AT', 'en'] };
const unknown = { chosen: undefined, browserLanguages: ['xx'] };

describe('the locale of a URL on this device', () => {
  it('path and query modes: the URL names it, whatever was chosen or the browser says', () => {
    const device = { chosen: 'fr-FR', browserLanguages: ['de-DE'] };
    expect(localeInForce('/ja-JP/help', inMode('path', 'path'), device).id).toBe('ja-JP');
    expect(localeInForce('/help?locale=ja-JP', inMode('query_param', 'query_param'), device).id).toBe('ja-JP');
    expect(localeInForce('/help', inMode('path', 'path'), device).id).toBe('en-GB');
  });

  it('none mode: the choice kept on the device, else the browser languages, else en-GB', () => {
    const none = inMode('none', 'none');
    expect(localeInForce('/help', none, { chosen: 'cs', browserLanguages: ['de-DE'] }).id).toBe('cs');
    expect(localeInForce('/help', none, german).id).toBe('de-DE');
    expect(localeInForce('/help', none, unknown).id).toBe('en-GB');
    // A kept choice the sites no longer offer counts as none.
    expect(localeInForce('/help', none, { chosen: 'xx-XX', browserLanguages: ['ja'] }).id).toBe('ja-JP');
  });
});

describe('where a first visit goes', () => {
  it('to the same page in the browser language, site and query kept', () => {
    expect(firstVisitUrl('/', inMode('path', 'path'), german)).toBe('/de-DE');
    expect(firstVisitUrl('/corvid/help?x=1#top', inMode('path', 'path'), german)).toBe('/corvid/de-DE/help?x=1#top');
    expect(firstVisitUrl('/help?site=corvid', inMode('query_param', 'query_param'), german)).toBe(
      '/help?site=corvid&locale=de-DE',
    );
    expect(firstVisitUrl('/help', inMode('path', 'query_param'), german)).toBe('/help?locale=de-DE');
  });

  it('nowhere when the URL names a locale, one was chosen, the browser speaks the default, or the mode is none', () => {
    expect(firstVisitUrl('/en-GB/help', inMode('path', 'path'), german)).toBeUndefined();
    expect(firstVisitUrl('/help?locale=fr-FR', inMode('query_param', 'query_param'), german)).toBeUndefined();
    expect(firstVisitUrl('/help', inMode('path', 'path'), { ...german, chosen: 'en-GB' })).toBeUndefined();
    expect(firstVisitUrl('/help', inMode('path', 'path'), unknown)).toBeUndefined();
    expect(firstVisitUrl('/help', inMode('none', 'none'), german)).toBeUndefined();
    // The sign-in callback is not served under a locale; the page after it is.
    expect(firstVisitUrl('/callback/corporate?code=1', inMode('path', 'path'), german)).toBeUndefined();
  });
});

describe('the running app in each URL mode', () => {
  const cases: { site: UrlPlacement; locale: UrlPlacement; url: string }[] = [
    { site: 'path', locale: 'path', url: '/corvid/de-DE/help' },
    { site: 'query_param', locale: 'query_param', url: '/help?site=corvid&locale=de-DE' },
    { site: 'path', locale: 'query_param', url: '/corvid/help?locale=de-DE' },
    { site: 'none', locale: 'none', url: '/help' },
  ];
  it.each(cases)(
    '$site/$locale: links to Corvid help in German read $url, and route as /help',
    ({ site, locale, url }) => {
      const config = inMode(site, locale);
      expect(buildUrlWithSiteLocale('/help', { site: 'corvid', locale: 'de-DE' }, config)).toBe(url);
      expect(stripSiteLocale(url, config)).toBe('/help');
    },
  );
});

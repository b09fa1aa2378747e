import type { SiteConfig, SiteLocaleConfig, UrlConfig } from '../../../../src/domain/site-locale/site-locale-config';

/** Default site; its fr-FR locale has an alias. */
export const arden: SiteConfig = {
  id: 'arden',
  l10n: {
    defaultLocale: 'en-GB',
    supportedLocales: [{ id: 'en-GB' }, { id: 'fr-FR', alias: 'fr' }, { id: 'de-DE' }],
  },
};

/** A site with an alias, a different default locale and no fr-FR. */
export const corvid: SiteConfig = {
  id: 'corvid',
  alias: 'cv',
  l10n: {
    defaultLocale: 'de-DE',
    supportedLocales: [{ id: 'en-GB' }, { id: 'de-DE' }],
  },
};

export function makeConfig(url: Partial<UrlConfig> = {}, overrides: Partial<SiteLocaleConfig> = {}): SiteLocaleConfig {
  return {
    url: { site: 'path', locale: 'path', showDefaults: false, ...url },
    defaultSite: 'arden',
    sites: [arden, corvid],
    ...overrides,
  };
}

export const withoutUrlKey: SiteLocaleConfig = { defaultSite: 'arden', sites: [arden, corvid] };

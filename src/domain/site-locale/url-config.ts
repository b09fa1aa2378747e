/** Where the site and locale go in URLs, from the config (catalogue spec, section 2). */
import type { SiteLocaleConfig, UrlConfig } from './site-locale-config';

export function getUrlConfig(config: SiteLocaleConfig | undefined): UrlConfig {
  if (!config) {
    throw new Error('Config is not defined');
  }
  if (!config.url) {
    throw new Error('Cannot find `url` key. Please check your configuration file');
  }
  return config.url;
}

/** The config with the deployment's URL modes (SITE_URL_MODE, LOCALE_URL_MODE) in place of its own. */
export function withUrlModes(
  config: SiteLocaleConfig,
  modes: { site: UrlConfig['site']; locale: UrlConfig['locale'] },
): SiteLocaleConfig {
  const url = config.url ?? { site: 'path', locale: 'path', showDefaults: false };
  return { ...config, url: { ...url, site: modes.site, locale: modes.locale } };
}

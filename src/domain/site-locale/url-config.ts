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

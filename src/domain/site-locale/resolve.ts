/** Tells which site and locale a URL asks for, with their defaults (catalogue spec, section 2 and 3). */
import { getDefaultLocale, getLocaleByReference } from './locales';
import type { LocaleConfig, SiteConfig, SiteLocaleConfig } from './site-locale-config';
import { getSiteOrDefault } from './sites';
import { readSiteLocaleRefs } from './url-refs';

export function resolveSiteFromUrl(url: string, config: SiteLocaleConfig): SiteConfig {
  if (!url) {
    throw new Error('URL is required to find a site object.');
  }
  return getSiteOrDefault(readSiteLocaleRefs(url, config).siteRef, config);
}

/** A locale the resolved site does not support falls back to that site's default locale. */
export function resolveLocaleFromUrl(url: string, config: SiteLocaleConfig): LocaleConfig {
  if (!url) {
    throw new Error('URL is required to look for the locale object');
  }
  const { siteRef, localeRef } = readSiteLocaleRefs(url, config);
  const site = getSiteOrDefault(siteRef, config);
  const locale = localeRef === undefined ? undefined : getLocaleByReference(site, localeRef);
  return locale ?? getDefaultLocale(site);
}

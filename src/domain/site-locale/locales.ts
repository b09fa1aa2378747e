/** Finds a site's locale by what a URL carries (catalogue spec, section 2 and 3). */
import type { LocaleConfig, SiteConfig } from './site-locale-config';

/** A reference is what a URL carries: the locale's id or its alias. */
export function getLocaleByReference(site: SiteConfig | undefined, ref: string): LocaleConfig | undefined {
  if (!site) {
    throw new Error('Site is not defined. It is required to look for locale object');
  }
  return site.l10n.supportedLocales.find((locale) => locale.id === ref || locale.alias === ref);
}

export function getDefaultLocale(site: SiteConfig): LocaleConfig {
  const locale = getLocaleByReference(site, site.l10n.defaultLocale);
  if (!locale) {
    throw new Error(
      `Site "${site.id}" has default locale "${site.l10n.defaultLocale}", which is not among its supported locales. Please check your sites configuration`,
    );
  }
  return locale;
}

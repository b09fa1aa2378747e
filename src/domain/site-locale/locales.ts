/** Finds a site's locale by what a URL carries (catalogue spec, section 2 and 3). */
import type { LocaleConfig, SiteConfig } from './site-locale-config';

/** Locale codes the spec lists that a newer code replaced: 'in' is Indonesian's old code. */
const replacedLocaleCodes: Readonly<Record<string, string>> = { in: 'id' };

/** 'EN_gb' and 'en-GB' are one reference: case and the separator do not matter. */
const comparable = (ref: string) => ref.trim().replace(/_/g, '-').toLowerCase();

/**
 * A reference is what a URL carries: the locale's id or its alias, in any letter case, with
 * '-' or '_' (issue 18), or a replaced code ('in' for 'id'). The caller redirects a reference
 * that is not written as the locale's canonical form (localeUrlForm).
 */
export function getLocaleByReference(site: SiteConfig | undefined, ref: string): LocaleConfig | undefined {
  if (!site) {
    throw new Error('Site is not defined. It is required to look for locale object');
  }
  const wanted = comparable(ref);
  if (wanted === '') return undefined;
  const current = replacedLocaleCodes[wanted] ?? wanted;
  return site.l10n.supportedLocales.find(
    (locale) =>
      comparable(locale.id) === current || (locale.alias !== undefined && comparable(locale.alias) === current),
  );
}

/** How a URL writes the locale: its alias when it has one, else its id. */
export function localeUrlForm(locale: LocaleConfig): string {
  return locale.alias ?? locale.id;
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

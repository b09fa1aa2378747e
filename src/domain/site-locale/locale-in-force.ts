/**
 * Which locale the app shows when the URL does not name one (catalogue spec, section 2; issue
 * 18). A locale the user chose on this device wins; failing that (a first visit), the best
 * match for the browser's languages among the supported languages the site offers, else the
 * site's default. With the locale carried in the URL (path or query_param), a URL that names
 * one always wins, and a first visit to a URL that names none is sent to the negotiated
 * locale's URL; with 'none' nothing in the URL names it.
 */
import { negotiateLocale } from '../i18n/negotiate-locale';
import { supportedLanguages } from '../profile/supported-languages';
import { buildUrlWithSiteLocale } from './build-url';
import { getDefaultLocale, getLocaleByReference } from './locales';
import { resolveLocaleFromUrl, resolveSiteFromUrl } from './resolve';
import type { LocaleConfig, SiteConfig, SiteLocaleConfig } from './site-locale-config';
import { stripSiteLocale } from './strip-url';
import { getUrlConfig } from './url-config';
import { readSiteLocaleRefs } from './url-refs';

export interface Device {
  /** The locale the user chose on this device (in the drawer or settings), if ever. */
  chosen: string | undefined;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

function negotiated(site: SiteConfig, device: Device): LocaleConfig {
  const offered = supportedLanguages.filter((id) => getLocaleByReference(site, id) !== undefined);
  const fallback = getDefaultLocale(site);
  const id = negotiateLocale(device.browserLanguages, offered, fallback.id);
  return getLocaleByReference(site, id) ?? fallback;
}

/** The locale the app shows for a URL on this device. */
export function localeInForce(url: string, config: SiteLocaleConfig, device: Device): LocaleConfig {
  if (getUrlConfig(config).locale !== 'none') return resolveLocaleFromUrl(url, config);
  const site = resolveSiteFromUrl(url, config);
  const chosen = device.chosen === undefined ? undefined : getLocaleByReference(site, device.chosen);
  return chosen ?? negotiated(site, device);
}

/**
 * Where a first visit goes instead of this URL: the same page in the browser's language, or
 * undefined when it stays (a locale was chosen before, the URL names one, the mode is 'none',
 * the page is the sign-in callback, or the browser's language is the one the URL stands for).
 */
export function firstVisitUrl(url: string, config: SiteLocaleConfig, device: Device): string | undefined {
  if (device.chosen !== undefined || getUrlConfig(config).locale === 'none') return undefined;
  if (readSiteLocaleRefs(url, config).localeRef !== undefined) return undefined;
  // The sign-in callback is the one page not served under a site or locale (section 2).
  const appPath = stripSiteLocale(url, config);
  if (appPath === '/callback' || appPath.startsWith('/callback/') || appPath.startsWith('/callback?')) return undefined;
  const site = resolveSiteFromUrl(url, config);
  const locale = negotiated(site, device);
  if (locale.id === resolveLocaleFromUrl(url, config).id) return undefined;
  return buildUrlWithSiteLocale(appPath, { site: site.id, locale: locale.id }, config);
}

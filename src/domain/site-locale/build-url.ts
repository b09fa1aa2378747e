/** Writes the site and locale into a URL where the config places them (catalogue spec, section 2). */
import { getDefaultLocale, getLocaleByReference } from './locales';
import { appendQueryParams, removeQueryParams } from './query-string';
import type { SiteLocaleConfig, UrlPlacement } from './site-locale-config';
import { getDefaultSite, getSiteByReference } from './sites';
import { getUrlConfig } from './url-config';
import { joinUrl, splitUrl } from './url-parts';
import { localeQueryParam, siteQueryParam } from './url-refs';

/** Site and locale to write into a URL, each by id or alias. */
export interface SiteLocaleSelection {
  site: string;
  locale: string;
}

interface UrlReference {
  queryParam: string;
  placement: UrlPlacement;
  /** The alias when there is one, since that is the form meant to be seen in URLs. */
  value: string;
  isDefault: boolean;
}

/**
 * The URL for a plain app path (which may carry a query and a fragment) under the given site
 * and locale. Defaults are left out unless url.showDefaults; the root path under the default
 * site and locale gets neither.
 */
export function buildUrlWithSiteLocale(path: string, refs: SiteLocaleSelection, config: SiteLocaleConfig): string {
  const urlConfig = getUrlConfig(config);
  const site = getSiteByReference(refs.site, config);
  if (!site) {
    throw new Error(`Unknown site "${refs.site}". Please check your sites configuration`);
  }
  const locale = getLocaleByReference(site, refs.locale);
  if (!locale) {
    throw new Error(
      `Site "${site.id}" does not support locale "${refs.locale}". Please check your sites configuration`,
    );
  }

  const parts = splitUrl(path);
  const isDefaultSite = site.id === getDefaultSite(config).id;
  const isDefaultLocale = locale.id === getDefaultLocale(site).id;
  const references: UrlReference[] = [
    {
      queryParam: siteQueryParam,
      placement: urlConfig.site,
      value: site.alias ?? site.id,
      isDefault: isDefaultSite,
    },
    {
      queryParam: localeQueryParam,
      placement: urlConfig.locale,
      value: locale.alias ?? locale.id,
      isDefault: isDefaultLocale,
    },
  ];
  const isDefaultRoot = parts.pathname === '/' && isDefaultSite && isDefaultLocale;
  const shown = isDefaultRoot ? [] : references.filter((ref) => urlConfig.showDefaults || !ref.isDefault);

  const prefix = shown
    .filter((ref) => ref.placement === 'path')
    .map((ref) => `/${encodeURIComponent(ref.value)}`)
    .join('');
  // A site or locale the path already carries in its query would contradict the one written.
  const queryKeys = references.filter((ref) => ref.placement === 'query_param').map((ref) => ref.queryParam);
  const queryParams = shown
    .filter((ref) => ref.placement === 'query_param')
    .map((ref) => [ref.queryParam, ref.value] as const);

  return joinUrl({
    pathname: prefix && parts.pathname === '/' ? prefix : `${prefix}${parts.pathname}`,
    query: appendQueryParams(removeQueryParams(parts.query, queryKeys), queryParams),
    hash: parts.hash,
  });
}

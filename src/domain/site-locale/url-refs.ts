/**
 * Reads the site and locale references a URL carries (catalogue spec, section 2), where the url config
 * places them: leading path segments (site first, then locale) or the query parameters
 * `site` and `locale`.
 */
import { getLocaleByReference } from './locales';
import { readQueryParam } from './query-string';
import type { SiteLocaleConfig } from './site-locale-config';
import { getSiteByReference, getSiteOrDefault } from './sites';
import { getUrlConfig } from './url-config';
import { pathSegments, splitUrl } from './url-parts';
import type { UrlParts } from './url-parts';

export const siteQueryParam = 'site';
export const localeQueryParam = 'locale';

export interface SiteLocaleRefs {
  siteRef?: string;
  localeRef?: string;
}

export interface LocatedSiteLocaleRefs extends SiteLocaleRefs {
  /** How many leading path segments are site or locale references (0 to 2). */
  pathSegmentCount: number;
}

/**
 * Path segments count only when they name a known site, or a locale of the site in force:
 * otherwise '/home' would be read as a site called 'home'. Query parameters are named, so
 * their values are returned as written and an unknown one falls back later, on resolution.
 */
export function locateSiteLocaleRefs(parts: UrlParts, config: SiteLocaleConfig): LocatedSiteLocaleRefs {
  const urlConfig = getUrlConfig(config);
  const segments = pathSegments(parts.pathname);

  let siteRef: string | undefined;
  let pathSegmentCount = 0;
  if (urlConfig.site === 'path') {
    const candidate = segments[0];
    if (candidate && getSiteByReference(candidate, config)) {
      siteRef = candidate;
      pathSegmentCount = 1;
    }
  } else if (urlConfig.site === 'query_param') {
    siteRef = readQueryParam(parts.query, siteQueryParam);
  }

  let localeRef: string | undefined;
  if (urlConfig.locale === 'path') {
    const candidate = segments[pathSegmentCount];
    if (candidate && getLocaleByReference(getSiteOrDefault(siteRef, config), candidate)) {
      localeRef = candidate;
      pathSegmentCount += 1;
    }
  } else if (urlConfig.locale === 'query_param') {
    localeRef = readQueryParam(parts.query, localeQueryParam);
  }

  return { siteRef, localeRef, pathSegmentCount };
}

export function readSiteLocaleRefs(url: string, config: SiteLocaleConfig): SiteLocaleRefs {
  const { siteRef, localeRef } = locateSiteLocaleRefs(splitUrl(url), config);
  return { siteRef, localeRef };
}

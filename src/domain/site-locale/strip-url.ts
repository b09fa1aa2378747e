/** The app path a URL stands for, for routing (catalogue spec, section 2). */
import { removeQueryParams } from './query-string';
import type { SiteLocaleConfig } from './site-locale-config';
import { getUrlConfig } from './url-config';
import { joinUrl, splitUrl } from './url-parts';
import { locateSiteLocaleRefs, localeQueryParam, siteQueryParam } from './url-refs';

/**
 * The app path a URL stands for, without its site and locale references: what the router
 * matches routes against. The origin of an absolute URL is dropped; a bare prefix gives '/'.
 */
export function stripSiteLocale(url: string, config: SiteLocaleConfig): string {
  const urlConfig = getUrlConfig(config);
  const parts = splitUrl(url);
  const { pathSegmentCount } = locateSiteLocaleRefs(parts, config);
  // Rejoin the raw text so the rest of the path keeps its encoding and trailing slash.
  const rest = parts.pathname
    .split('/')
    .slice(1 + pathSegmentCount)
    .join('/');
  const queryKeys = [
    ...(urlConfig.site === 'query_param' ? [siteQueryParam] : []),
    ...(urlConfig.locale === 'query_param' ? [localeQueryParam] : []),
  ];
  return joinUrl({
    pathname: `/${rest}`,
    query: removeQueryParams(parts.query, queryKeys),
    hash: parts.hash,
  });
}

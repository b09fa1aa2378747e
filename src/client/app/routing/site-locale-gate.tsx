/**
 * Reads the site and locale from the URL (path segments or query parameters, per the site
 * configuration), provides them to the app, and hands the remaining app path to the routes.
 * A locale written otherwise than its canonical form (/de-de/home, /en_GB/home, /in/home) is
 * redirected to it (issue 18), so one page has one address.
 */
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { brands } from '../../../config/sites';
import { buildUrlWithSiteLocale } from '../../../domain/site-locale/build-url';
import { localeInForce } from '../../../domain/site-locale/locale-in-force';
import { localeUrlForm } from '../../../domain/site-locale/locales';
import { resolveSiteFromUrl } from '../../../domain/site-locale/resolve';
import { readSiteLocaleRefs } from '../../../domain/site-locale/url-refs';
import { stripSiteLocale } from '../../../domain/site-locale/strip-url';
import { readLocaleChoice } from '../../i18n/locale-choice';
import { SiteLocaleContext, type SiteLocale } from '../../i18n/site-locale-context';
import { appSiteLocaleConfig } from '../../i18n/app-site-locale-config';

export function SiteLocaleGate({ children }: { children: (appLocation: AppLocation) => ReactNode }) {
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const siteLocaleConfig = appSiteLocaleConfig();
  // With the locale URL mode 'none' the choice kept on the device names the locale; it is
  // written before the navigation that follows a choice, so that render reads the new one.
  const chosen = readLocaleChoice();

  const value = useMemo<SiteLocale>(() => {
    const site = resolveSiteFromUrl(url, siteLocaleConfig);
    const locale = localeInForce(url, siteLocaleConfig, { chosen, browserLanguages: navigator.languages });
    const brand = brands.find((candidate) => candidate.siteId === site.id);
    if (!brand) throw new Error(`No brand is configured for site "${site.id}"`);
    return {
      site,
      locale,
      brand,
      appPath: stripSiteLocale(url, siteLocaleConfig),
      hrefFor: (appPath, target = {}) =>
        buildUrlWithSiteLocale(
          appPath,
          { site: target.site ?? site.id, locale: target.locale ?? locale.id },
          siteLocaleConfig,
        ),
    };
  }, [url, chosen, siteLocaleConfig]);

  const appLocation = useMemo(() => ({ ...location, ...splitAppPath(value.appPath) }), [location, value.appPath]);

  const { localeRef } = readSiteLocaleRefs(url, siteLocaleConfig);
  if (localeRef !== undefined && localeRef !== localeUrlForm(value.locale)) {
    return <Navigate replace to={value.hrefFor(value.appPath)} />;
  }

  return <SiteLocaleContext.Provider value={value}>{children(appLocation)}</SiteLocaleContext.Provider>;
}

export type AppLocation = ReturnType<typeof useLocation>;

function splitAppPath(appPath: string): { pathname: string; search: string; hash: string } {
  const hashAt = appPath.indexOf('#');
  const hash = hashAt >= 0 ? appPath.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? appPath.slice(0, hashAt) : appPath;
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    search: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    hash,
  };
}

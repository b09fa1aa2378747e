/**
 * Shape of the site and locale configuration (catalogue spec, sections 2 and 3 "Site").
 * A site is one storefront of the product; in this product each brand is one site.
 */

/** Where a site or locale reference is carried in a URL. */
export type UrlPlacement = 'path' | 'query_param' | 'none';

export interface UrlConfig {
  site: UrlPlacement;
  locale: UrlPlacement;
  /** When true, the default site and locale are written into URLs too. */
  showDefaults: boolean;
}

export interface LocaleConfig {
  id: string;
  alias?: string;
}

export interface SiteConfig {
  id: string;
  alias?: string;
  l10n: {
    defaultLocale: string;
    supportedLocales: LocaleConfig[];
  };
}

export interface SiteLocaleConfig {
  url?: UrlConfig;
  defaultSite: string;
  sites: SiteConfig[];
}

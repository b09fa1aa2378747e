/**
 * The site (brand) and locale the current URL names, and helpers to build URLs that keep them.
 */
import { createContext, useContext } from 'react';
import type { Brand } from '../../domain/brand/brand';
import type { LocaleConfig, SiteConfig } from '../../domain/site-locale/site-locale-config';

export interface SiteLocale {
  site: SiteConfig;
  locale: LocaleConfig;
  brand: Brand;
  /** The app path (without site and locale) the URL currently shows, with its query. */
  appPath: string;
  /** The full URL for an app path in the current site and locale, or in the ones given. */
  hrefFor: (appPath: string, target?: { site?: string; locale?: string }) => string;
}

export const SiteLocaleContext = createContext<SiteLocale | null>(null);

export function useSiteLocale(): SiteLocale {
  const value = useContext(SiteLocaleContext);
  if (!value) throw new Error('useSiteLocale must be used inside <SiteLocaleGate>');
  return value;
}

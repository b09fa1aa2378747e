/**
 * The default locale of a site of the product (src/config/sites.ts): what the shop API
 * answers in when a call names no locale, or 'default'. The known-site hook has already
 * refused any other site.
 */
import { siteLocaleConfig } from '../../../config/sites';

export function siteDefaultLocale(siteId: string): string {
  const site = siteLocaleConfig.sites.find((candidate) => candidate.id === siteId) ?? siteLocaleConfig.sites[0];
  return site?.l10n.defaultLocale ?? 'en-GB';
}

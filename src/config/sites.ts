/**
 * The product's site, locale and brand configuration. Each brand is one site, so the site
 * reference in the URL also picks the brand's theme. The demo brands are made up.
 */
import type { Brand } from '../domain/brand/brand';
import { supportedLanguages } from '../domain/profile/supported-languages';
import type { SiteLocaleConfig } from '../domain/site-locale/site-locale-config';

// The 29 interface languages of the catalogue spec, section 9: one list, the domain's.
const supportedLocales = supportedLanguages.map((id) => ({ id }));

export const siteLocaleConfig: SiteLocaleConfig = {
  url: { site: 'path', locale: 'path', showDefaults: false },
  defaultSite: 'arden',
  sites: [
    { id: 'arden', l10n: { defaultLocale: 'en-GB', supportedLocales } },
    { id: 'corvid', l10n: { defaultLocale: 'en-GB', supportedLocales } },
  ],
};

export const brands: readonly Brand[] = [
  { siteId: 'arden', name: 'Arden', primaryColour: '#0b5d3b', logoUrl: '/brands/arden.svg' },
  { siteId: 'corvid', name: 'Corvid', primaryColour: '#7a3e12', logoUrl: '/brands/corvid.svg' },
];

/** The product's own site id, used when a failed logout sends the user home (spec 4). */
export const productSiteId = siteLocaleConfig.defaultSite;

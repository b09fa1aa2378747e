/**
 * The product's site, locale and brand configuration. Each brand is one site, so the site
 * reference in the URL also picks the brand's theme. The demo brands are made up.
 */
import type { Brand } from '../domain/brand/brand';
import { localeFileIds } from '../domain/i18n/locale-files';
import type { SiteLocaleConfig } from '../domain/site-locale/site-locale-config';

// Every locale with a translation file (shell spec, section 9) can be named in a URL; 'in', the
// old code for Indonesian, is read as 'id' (domain/site-locale/locales.ts). The languages a user
// chooses and keeps in their profile are the catalogue spec's 29 (supported-languages.ts).
const supportedLocales = localeFileIds.filter((id) => id !== 'in').map((id) => ({ id }));

export const siteLocaleConfig: SiteLocaleConfig = {
  url: { site: 'path', locale: 'path', showDefaults: false },
  defaultSite: 'arden',
  sites: [
    { id: 'arden', l10n: { defaultLocale: 'en-GB', supportedLocales } },
    { id: 'corvid', l10n: { defaultLocale: 'en-GB', supportedLocales } },
  ],
};

export const brands: readonly Brand[] = [
  { siteId: 'arden', name: 'Arden', primaryColour: '#0b5d3b', logoUrl: '/brands/arden.svg', logoAspectRatio: 160 / 40 },
  {
    siteId: 'corvid',
    name: 'Corvid',
    primaryColour: '#7a3e12',
    logoUrl: '/brands/corvid.svg',
    logoAspectRatio: 170 / 40,
  },
];

/** The product's own site id, used when a failed logout sends the user home (spec 4). */
export const productSiteId = siteLocaleConfig.defaultSite;

/** Finds a configured site by what a URL carries (catalogue spec, section 2 and 3). */
import type { SiteConfig, SiteLocaleConfig } from './site-locale-config';

export function getSites(config: SiteLocaleConfig | undefined): SiteConfig[] {
  if (!config) {
    throw new Error('Config is not defined');
  }
  if (config.sites.length === 0) {
    throw new Error("Can't find any sites from the config. Please check your configuration");
  }
  return config.sites;
}

/** A reference is what a URL carries: the site's id or its alias. */
export function getSiteByReference(ref: string, config: SiteLocaleConfig | undefined): SiteConfig | undefined {
  return getSites(config).find((site) => site.id === ref || site.alias === ref);
}

export function getDefaultSite(config: SiteLocaleConfig | undefined): SiteConfig {
  const sites = getSites(config);
  const defaultRef = config?.defaultSite;
  const site = sites.find((candidate) => candidate.id === defaultRef || candidate.alias === defaultRef);
  if (!site) {
    throw new Error("Can't find a matching default site. Please check your sites configuration");
  }
  return site;
}

/** The site a URL names, or the default site when it names none or an unknown one. */
export function getSiteOrDefault(ref: string | undefined, config: SiteLocaleConfig): SiteConfig {
  return (ref === undefined ? undefined : getSiteByReference(ref, config)) ?? getDefaultSite(config);
}

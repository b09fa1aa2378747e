/**
 * The site and locale configuration the running app uses: the product's sites (config/sites.ts)
 * with the URL modes the deployment chose (SITE_URL_MODE, LOCALE_URL_MODE: path, query_param
 * or none; catalogue spec, section 2), so one build serves any mode. The modes arrive written
 * into the page the server sent, or else with /api/client-config, and are kept on the device,
 * so an offline start uses the last ones known; with a kept copy the app starts at once and the
 * answer only refreshes the copy (a changed mode applies from the next start). The first start
 * ever is online, and reads them from the page.
 */
import { siteLocaleConfig } from '../../config/sites';
import type { SiteLocaleConfig, UrlPlacement } from '../../domain/site-locale/site-locale-config';
import { withUrlModes } from '../../domain/site-locale/url-config';
import { isUrlPlacement } from '../../domain/site-locale/url-placement';
import { fetchClientConfig } from '../api/fetch-client-config';

const storageKey = 'epc_url_modes';

interface UrlModes {
  site: UrlPlacement;
  locale: UrlPlacement;
}

function withModes(modes: UrlModes): SiteLocaleConfig {
  return withUrlModes(siteLocaleConfig, modes);
}

// One object per start, so components that depend on it do not re-run on every render.
let config = withModes({ site: 'path', locale: 'path' });

/** The configuration with the deployment's URL modes; read only after loadUrlModes. */
export function appSiteLocaleConfig(): SiteLocaleConfig {
  return config;
}

/** Sets the URL modes before the first render: the kept ones at once, else the server's answer. */
export async function loadUrlModes(): Promise<void> {
  const kept = readKept();
  const answer = fetchClientConfig().then((config) => {
    if (!config) return undefined;
    // Validated where it was read (domain/shell/client-config.ts).
    const fresh = { site: config.siteUrlMode, locale: config.localeUrlMode };
    keep(fresh);
    return fresh;
  });
  if (kept) {
    config = withModes(kept);
    return;
  }
  const fresh = await answer;
  if (fresh) config = withModes(fresh);
}

function readKept(): UrlModes | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { site, locale } = value as Record<string, unknown>;
    return isUrlPlacement(site) && isUrlPlacement(locale) ? { site, locale } : undefined;
  } catch {
    return undefined;
  }
}

function keep(value: UrlModes): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(value));
  } catch (error) {
    console.warn('Could not keep the URL modes on this device', error);
  }
}

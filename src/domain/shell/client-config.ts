/**
 * The deployment's settings the app reads at start (GET /api/client-config): where errors are
 * reported (shell spec, section 9) and where URLs carry the site and the locale (catalogue
 * spec, section 2). The server also writes them into the page it sends, so a first visit
 * starts without waiting for that request (issue 19).
 */
import type { UrlPlacement } from '../site-locale/site-locale-config';
import { isUrlPlacement } from '../site-locale/url-placement';

export interface ClientConfig {
  errorReportingDsn: string | null;
  siteUrlMode: UrlPlacement;
  localeUrlMode: UrlPlacement;
}

/** The id of the page's `<script type="application/json">` that carries the settings. */
export const clientConfigElementId = 'client-config';

/** The settings in a parsed JSON value, or undefined when it is not a whole, valid set. */
export function readClientConfig(value: unknown): ClientConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { errorReportingDsn, siteUrlMode, localeUrlMode } = value as Record<string, unknown>;
  if (errorReportingDsn !== null && typeof errorReportingDsn !== 'string') return undefined;
  if (!isUrlPlacement(siteUrlMode) || !isUrlPlacement(localeUrlMode)) return undefined;
  return { errorReportingDsn, siteUrlMode, localeUrlMode };
}

/**
 * The settings as a JSON data block for the page's head. Every '<' is written as \u003c, so
 * no value can close the script element or open markup.
 */
export function clientConfigScript(config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${clientConfigElementId}" type="application/json">${json}</script>`;
}

/**
 * Fetches the deployment's settings: where errors are reported (shell spec, section 9) and
 * where the site and locale go in URLs (catalogue spec, section 2).
 */
import type { UrlPlacement } from '../../domain/site-locale/site-locale-config';
import { ownServer } from './http-client';

export interface ClientConfig {
  errorReportingDsn: string | null;
  siteUrlMode: UrlPlacement;
  localeUrlMode: UrlPlacement;
}

let pending: Promise<ClientConfig | undefined> | undefined;

/** The deployment's settings, asked once per page load; offline (or refused) there are none. */
export function fetchClientConfig(): Promise<ClientConfig | undefined> {
  pending ??= ownServer
    .get('api/client-config')
    .json<ClientConfig>()
    .catch(() => undefined);
  return pending;
}

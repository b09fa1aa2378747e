/**
 * Fetches the deployment's settings: where errors are reported (shell spec, section 9) and
 * where the site and locale go in URLs (catalogue spec, section 2). A page the server sent
 * carries them already; one the service worker served from its cache does not.
 */
import { clientConfigElementId, readClientConfig, type ClientConfig } from '../../domain/shell/client-config';
import { ownServer } from './http-client';

export type { ClientConfig };

let pending: Promise<ClientConfig | undefined> | undefined;

/** The deployment's settings, asked once per page load; offline (or refused) there are none. */
export function fetchClientConfig(): Promise<ClientConfig | undefined> {
  pending ??= clientConfigFromPage() ?? clientConfigFromServer();
  return pending;
}

function clientConfigFromServer(): Promise<ClientConfig | undefined> {
  return ownServer
    .get('api/client-config')
    .json()
    .then(readClientConfig)
    .catch(() => undefined);
}

function clientConfigFromPage(): Promise<ClientConfig> | undefined {
  const text = document.getElementById(clientConfigElementId)?.textContent;
  if (!text) return undefined;
  try {
    const config = readClientConfig(JSON.parse(text));
    return config && Promise.resolve(config);
  } catch {
    return undefined;
  }
}

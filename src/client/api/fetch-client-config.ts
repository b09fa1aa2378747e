/** Fetches the deployment's settings, such as where errors are reported (shell spec, section 9). */
import { ownServer } from './http-client';

export interface ClientConfig {
  errorReportingDsn: string | null;
}

/** The deployment's settings for the app; offline there are none (and nothing to report to). */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return await ownServer.get('api/client-config').json<ClientConfig>();
  } catch {
    return { errorReportingDsn: null };
  }
}

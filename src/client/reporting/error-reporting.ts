/**
 * Error and session reporting (shell spec, section 9). Only when the deployment configures a
 * DSN and the app is not on a local host; then every session is reported, no replays, and
 * each report carries the signed-in user's cdsid. The reporting library is loaded only then,
 * so nobody else downloads it.
 */
import { errorReportingSettings } from '../../domain/errors/error-reporting-policy';
import { fetchClientConfig } from '../api/fetch-client-config';
import { browserAuthStorage } from '../store/auth-storage';

let sendToService: ((error: unknown) => void) | undefined;

/** Reports an error the app caught itself (uncaught ones are picked up by the library). */
export function reportError(error: unknown): void {
  sendToService?.(error);
}

export async function startErrorReporting(): Promise<void> {
  // Offline there is no DSN, and nothing to report to.
  const errorReportingDsn = (await fetchClientConfig())?.errorReportingDsn ?? null;
  const settings = errorReportingSettings(errorReportingDsn, window.location.hostname);
  if (!settings) return;
  const reporting = await import('./error-reporting-library');
  reporting.init({
    dsn: settings.dsn,
    sampleRate: settings.sampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    // Read at send time: the user may have signed in or out since the app started.
    beforeSend(event) {
      const cdsid = browserAuthStorage.read().cdsid;
      return cdsid ? { ...event, user: { ...event.user, id: cdsid } } : event;
    },
  });
  sendToService = (error) => reporting.captureException(error);
}

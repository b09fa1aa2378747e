/**
 * Whether and how the app reports errors (shell spec, section 9): only with a DSN configured,
 * never from a local host, every session sampled, no session replays. The user's cdsid is
 * attached to what is sent.
 */

export interface ErrorReportingSettings {
  dsn: string;
  sampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

const localHostnames = [/^localhost$/i, /\.localhost$/i, /^127(\.\d{1,3}){3}$/, /^\[?::1\]?$/, /^0\.0\.0\.0$/];

export function isLocalHost(hostname: string): boolean {
  return localHostnames.some((pattern) => pattern.test(hostname));
}

export function errorReportingSettings(
  dsn: string | null | undefined,
  hostname: string,
): ErrorReportingSettings | null {
  if (!dsn || isLocalHost(hostname)) return null;
  return { dsn, sampleRate: 1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 };
}

/** The origin reports are sent to, for the content security policy; undefined if not a URL. */
export function reportingOrigin(dsn: string): string | undefined {
  const match = /^(https?):\/\/(?:[^@/]+@)?([^/?#]+)/.exec(dsn);
  return match ? `${match[1]}://${match[2]}` : undefined;
}

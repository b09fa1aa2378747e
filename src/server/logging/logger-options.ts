/**
 * The server's pino settings. Logs go to files and log services that far more people read
 * than may see a password, a token or a customer's record, so secrets and personal data are
 * kept out in three ways:
 * - requests are logged as method, path and address, with the values of query parameters
 *   that carry secrets or personal data (codes, tokens, logins, e-mail addresses) replaced;
 * - errors are logged by a fixed list of fields (a database error's parameters and row data
 *   never; see db/query-error.ts for where they are removed at the source);
 * - redact paths replace the well-known secret fields wherever a log call passes them.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { requestBindingsMixin } from './request-log-bindings';

export const redactedValue = '[redacted]';

const secretFieldNames = [
  'password',
  'new_password',
  'current_password',
  'currentPassword',
  'password_hash',
  'passwordHash',
  'token',
  'reset_token',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
  'authorization',
  'cookie',
  'email',
];

// Not 'code' on its own: errors carry their SQLSTATE or Node code under that name. Sign-in
// codes travel in URLs, which redactedUrl covers.
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretFieldNames.flatMap((name) => [name, `*.${name}`]),
];

/** Query parameters whose values are secrets or personal data. */
const secretQueryParameter = /code|token|password|secret|verifier|login|user|mail|hint|usid/i;

export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(parameters.keys())) {
    if (secretQueryParameter.test(name)) parameters.set(name, redactedValue);
  }
  return `${url.slice(0, queryStart)}?${parameters.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
}

/** Fastify's default request fields, with a redacted URL (and no port: it names no one). */
function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: redactedUrl(request.url), remoteAddress: request.ip };
}

const loggedErrorFields = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error as a list of known fields: anything else hung on it (a query's parameters, a
 * request body, a response) stays out. A database error's message can quote the value that
 * did not parse ('invalid input syntax for type uuid: "..."'), so that value is cut too.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const fromDatabase = typeof fields['severity'] === 'string' && typeof fields['code'] === 'string';
  const message = fromDatabase ? error.message.replace(/: ".*"$/s, `: ${redactedValue}`) : error.message;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  for (const name of loggedErrorFields) {
    if (fields[name] !== undefined) serialized[name] = fields[name];
  }
  if (error.cause !== undefined) serialized['cause'] = serializeError(error.cause);
  return serialized;
}

/** Where log lines go instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: LogLevel, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: redactedValue },
    serializers: { req: serializeRequest, err: serializeError },
    mixin: requestBindingsMixin,
    ...(stream === undefined ? {} : { stream }),
  };
}

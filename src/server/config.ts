/**
 * The server's settings, read once from the environment. Paths default to folders of the
 * repository so `npm start` works from a fresh clone without any variable set.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UrlPlacement } from '../domain/site-locale/site-locale-config';
import { parseUrlPlacement } from '../domain/site-locale/url-placement';
import { parseDealerServiceUrls } from './edix/dealer-service-url';
import { readFileStorageConfig, type FileStorageConfig } from './files/file-storage-config';
import { readTlsConfig, type TlsConfig } from './http/tls-config';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * SERVER_PROCESSES: how many worker processes `npm start` runs on the one port (node:cluster;
   * main.ts). Above 1 it needs DATABASE_URL, since PGlite is one process's database.
   */
  serverProcesses: number;
  /** The built client (vite build output). */
  staticDir: string;
  localesDir: string;
  logLevel: LogLevel;
  /** Seed of the demo data generator, so every fresh database holds the same demo data. */
  demoSeed: number;
  /**
   * Size of the demo parts catalogue a fresh database is seeded with: 1 for the demo (about
   * 130,000 page parts), n for n times as many vehicle catalogues (8: about a million).
   */
  demoCatalogueScale: number;
  auth: AuthConfig;
  /** Where the app reports errors and sessions; unset, nothing is reported. */
  errorReportingDsn: string | undefined;
  /**
   * Where the running app carries the site and the locale in URLs (SITE_URL_MODE,
   * LOCALE_URL_MODE: path, query_param or none; catalogue spec, section 2); unset, path.
   */
  urlModes: { site: UrlPlacement; locale: UrlPlacement };
  /**
   * Dealer parts services the edix proxy may call (EDIX_TARGETS, base URLs); unset, only the
   * server's own dealer stand-in at {public origin}/dealer-service, so the demo works as is.
   */
  edixTargets: string[] | undefined;
  /**
   * TRUST_PROXY: which peers may speak for the client through X-Forwarded-For, -Host and
   * -Proto (true: every peer; a number: that many hops; else a list of addresses or CIDR
   * ranges). Unset (false), the socket's address is the client and forwarded headers are
   * ignored. It decides the client address the rate limits count and, without PUBLIC_URL,
   * the public origin (idp/public-origin.ts).
   */
  trustProxy: boolean | number | string;
  mail: MailConfig;
  rateLimits: RateLimitConfig;
  /** Where uploaded files go: FILES_DIR (files/ in the data folder) or an S3 bucket (src/server/files). */
  files: FileStorageConfig;
  /** Who tokenises and charges cards (docs/payments.md): the embedded test processor unless a URL and key are set. */
  paymentProcessor: PaymentProcessorConfig;
  /**
   * CATALOGUE_CACHE_MB: the most the in-memory cache of hot catalogue answers holds, per
   * process (docs/architecture.md, "Catalogue cache"); 0 keeps none (ETags and 304s stay).
   */
  catalogueCacheMb: number;
  /** TLS_CERT_FILE and TLS_KEY_FILE: HTTPS with HTTP/2 from this process itself; unset, plain HTTP/1.1. */
  tls: TlsConfig | undefined;
}

/**
 * PAYMENT_PROCESSOR_URL and PAYMENT_PROCESSOR_KEY (a secret: never logged) select a real
 * processor over HTTP; without them the embedded test processor takes only the test cards.
 */
export type PaymentProcessorConfig = { kind: 'test' } | { kind: 'http'; url: string; key: string };

/** The mail outbox (src/server/mail): SMTP when smtpUrl is set, else one .eml file per message in mailDir. */
export interface MailConfig {
  smtpUrl: string | undefined;
  mailDir: string;
  /** The From address of every message. */
  from: string;
}

/** Limits on sign-in and password routes (docs/abuse-protection.md). */
export interface RateLimitConfig {
  /** Failed attempts (or reset mails) allowed per account in one window. */
  accountMax: number;
  accountWindowSeconds: number;
  /** Requests allowed per client address to these routes in one window. */
  addressMax: number;
  addressWindowSeconds: number;
}

export interface AuthConfig {
  /**
   * Secret that signs access tokens. Without AUTH_TOKEN_SECRET a random one is made here, and
   * main.ts replaces it by the one kept in the database (auth/stored-token-secret.ts), so every
   * process shares it.
   */
  tokenSecret: string;
  /** True when tokenSecret came from the environment; otherwise main.ts keeps the generated one in the database. */
  tokenSecretFromEnv: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a rotated refresh token may still be presented without counting as theft: the
   * answer to a refresh can be lost on a flaky network or when the page reloads mid-request,
   * and the app then retries with the token it still holds.
   */
  refreshTokenReuseIntervalSeconds: number;
  /** Address the browser reaches this server at; the identity providers redirect back to it. */
  publicUrl: string | undefined;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(readText(env, 'DATA_DIR') ?? resolve(repositoryRoot, 'data'));
  const databaseUrl = readDatabaseUrl(env);
  return {
    port: readInteger(env, 'PORT', 8080, { min: 0, max: 65_535 }),
    host: readText(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    serverProcesses: readServerProcesses(env, databaseUrl),
    staticDir: resolve(readText(env, 'STATIC_DIR') ?? resolve(repositoryRoot, 'dist')),
    localesDir: resolve(readText(env, 'LOCALES_DIR') ?? resolve(repositoryRoot, 'locales')),
    logLevel: readLogLevel(env),
    demoSeed: readInteger(env, 'DEMO_SEED', 20_261_122, { min: 0, max: 2_147_483_647 }),
    demoCatalogueScale: readInteger(env, 'DEMO_CATALOGUE_SCALE', 1, { min: 1, max: 64 }),
    auth: readAuthConfig(env),
    errorReportingDsn: readErrorReportingDsn(env),
    urlModes: {
      site: parseUrlPlacement(readText(env, 'SITE_URL_MODE'), 'SITE_URL_MODE'),
      locale: parseUrlPlacement(readText(env, 'LOCALE_URL_MODE'), 'LOCALE_URL_MODE'),
    },
    edixTargets: readEdixTargets(env),
    trustProxy: readTrustProxy(env),
    mail: {
      smtpUrl: readSmtpUrl(env),
      mailDir: resolve(readText(env, 'MAIL_DIR') ?? resolve(repositoryRoot, 'data', 'mail')),
      from: readText(env, 'MAIL_FROM') ?? 'Parts Catalogue <no-reply@parts-catalogue.invalid>',
    },
    rateLimits: {
      accountMax: readInteger(env, 'RATE_LIMIT_ACCOUNT_MAX', 10, { min: 1, max: 1_000_000 }),
      accountWindowSeconds: readInteger(env, 'RATE_LIMIT_ACCOUNT_WINDOW_SECONDS', 15 * 60, { min: 1, max: 86_400 }),
      addressMax: readInteger(env, 'RATE_LIMIT_ADDRESS_MAX', 100, { min: 1, max: 1_000_000 }),
      addressWindowSeconds: readInteger(env, 'RATE_LIMIT_ADDRESS_WINDOW_SECONDS', 60, { min: 1, max: 86_400 }),
    },
    files: readFileStorageConfig(env, dataDir),
    paymentProcessor: readPaymentProcessor(env),
    catalogueCacheMb: readInteger(env, 'CATALOGUE_CACHE_MB', 64, { min: 0, max: 16_384 }),
    tls: readTlsConfig(env),
  };
}

function readPaymentProcessor(env: NodeJS.ProcessEnv): PaymentProcessorConfig {
  const url = readText(env, 'PAYMENT_PROCESSOR_URL');
  const key = readText(env, 'PAYMENT_PROCESSOR_KEY');
  if (url === undefined && key === undefined) return { kind: 'test' };
  if (url === undefined || key === undefined) {
    throw new Error('PAYMENT_PROCESSOR_URL and PAYMENT_PROCESSOR_KEY must be set together.');
  }
  if (!/^https?:\/\/[^\s]+$/.test(url))
    throw new Error("PAYMENT_PROCESSOR_URL must start with 'http://' or 'https://'.");
  return { kind: 'http', url, key };
}

function readTrustProxy(env: NodeJS.ProcessEnv): boolean | number | string {
  const text = readText(env, 'TRUST_PROXY');
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^[0-9a-fA-F.:/, ]+$/.test(text)) {
    throw new Error(
      "TRUST_PROXY must be 'true', a number of hops, or a comma-separated list of addresses or CIDR ranges.",
    );
  }
  return text;
}

function readSmtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const text = readText(env, 'SMTP_URL');
  if (text !== undefined && !/^smtps?:\/\//.test(text))
    throw new Error("SMTP_URL must start with 'smtp://' or 'smtps://'.");
  return text;
}

function readErrorReportingDsn(env: NodeJS.ProcessEnv): string | undefined {
  const text = readText(env, 'ERROR_REPORTING_DSN');
  if (text !== undefined && !/^https?:\/\/[^@/\s]+@[^/\s]+\/\S+$/.test(text)) {
    throw new Error("ERROR_REPORTING_DSN must look like 'https://key@host/project'.");
  }
  return text;
}

function readEdixTargets(env: NodeJS.ProcessEnv): string[] | undefined {
  const text = readText(env, 'EDIX_TARGETS');
  return text === undefined ? undefined : parseDealerServiceUrls(text);
}

const ninetyDaysInSeconds = 90 * 24 * 60 * 60;

function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const secret = readText(env, 'AUTH_TOKEN_SECRET');
  if (secret !== undefined && secret.length < 32) {
    throw new Error('AUTH_TOKEN_SECRET must be at least 32 characters long.');
  }
  return {
    tokenSecret: secret ?? randomBytes(32).toString('base64url'),
    tokenSecretFromEnv: secret !== undefined,
    accessTokenTtlSeconds: readInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 30 * 60, { min: 5, max: 86_400 }),
    refreshTokenTtlSeconds: readInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', ninetyDaysInSeconds, {
      min: 60,
      max: 10 * ninetyDaysInSeconds,
    }),
    refreshTokenReuseIntervalSeconds: readInteger(env, 'REFRESH_TOKEN_REUSE_INTERVAL_SECONDS', 30, {
      min: 0,
      max: 300,
    }),
    publicUrl: readText(env, 'PUBLIC_URL'),
  };
}

/** An empty variable counts as unset, as it does in most shells' `VAR= cmd` habit. */
function readText(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < range.min || value > range.max) {
    throw new Error(`${name} must be a whole number from ${range.min} to ${range.max}, but is '${text}'.`);
  }
  return value;
}

function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const text = readText(env, 'LOG_LEVEL') ?? 'info';
  const level = logLevels.find((candidate) => candidate === text);
  if (level === undefined) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, but is '${text}'.`);
  }
  return level;
}

function readServerProcesses(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const processes = readInteger(env, 'SERVER_PROCESSES', 1, { min: 1, max: 64 });
  if (processes > 1 && databaseUrl === undefined) {
    throw new Error(
      'SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process. Set DATABASE_URL to a PostgreSQL server, or SERVER_PROCESSES to 1.',
    );
  }
  return processes;
}

function readDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const text = readText(env, 'DATABASE_URL');
  if (text !== undefined && !/^postgres(ql)?:\/\//.test(text)) {
    throw new Error("DATABASE_URL must start with 'postgres://' or 'postgresql://'.");
  }
  return text;
}

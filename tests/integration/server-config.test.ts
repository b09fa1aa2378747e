import { describe, expect, it, onTestFinished } from 'vitest';
import { loadServerConfig } from '../../src/server/config';
import { makeThrowawayCertificate } from '../support/throwaway-certificate';

describe('server configuration', () => {
  it('runs with no variable set, on port 8080 with the repository folders', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      demoSeed: 20_261_122,
      demoCatalogueScale: 1,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.staticDir).toMatch(/[/\\]dist$/);
    expect(config.localesDir).toMatch(/[/\\]locales$/);
  });

  it('reads every variable', async () => {
    const certificate = await makeThrowawayCertificate();
    onTestFinished(certificate.remove);
    const config = loadServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://app@db/catalogue',
      SERVER_PROCESSES: '4',
      STATIC_DIR: '/srv/dist',
      LOCALES_DIR: '/srv/locales',
      LOG_LEVEL: 'warn',
      DEMO_SEED: '7',
      DEMO_CATALOGUE_SCALE: '8',
      AUTH_TOKEN_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      PUBLIC_URL: 'https://epc.example',
      ERROR_REPORTING_DSN: 'https://public-key@errors.example.com/42',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_DIR: '/srv/mail',
      MAIL_FROM: 'EPC <epc@example.com>',
      RATE_LIMIT_ACCOUNT_MAX: '5',
      RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '600',
      RATE_LIMIT_ADDRESS_MAX: '50',
      RATE_LIMIT_ADDRESS_WINDOW_SECONDS: '30',
      FILES_DIR: '/srv/files',
      PAYMENT_PROCESSOR_URL: 'https://pay.example/v1',
      PAYMENT_PROCESSOR_KEY: 'sk_live_example',
      SITE_URL_MODE: 'query_param',
      LOCALE_URL_MODE: 'none',
      CATALOGUE_CACHE_MB: '16',
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      databaseUrl: 'postgres://app@db/catalogue',
      serverProcesses: 4,
      staticDir: '/srv/dist',
      localesDir: '/srv/locales',
      logLevel: 'warn',
      demoSeed: 7,
      demoCatalogueScale: 8,
      auth: {
        tokenSecret: 'a-secret-of-at-least-thirty-two-characters',
        tokenSecretFromEnv: true,
        accessTokenTtlSeconds: 60,
        refreshTokenTtlSeconds: 3600,
        refreshTokenReuseIntervalSeconds: 30,
        publicUrl: 'https://epc.example',
      },
      errorReportingDsn: 'https://public-key@errors.example.com/42',
      urlModes: { site: 'query_param', locale: 'none' },
      trustProxy: '10.0.0.0/8, 192.168.1.1',
      mail: { smtpUrl: 'smtp://mail.example:587', mailDir: '/srv/mail', from: 'EPC <epc@example.com>' },
      rateLimits: { accountMax: 5, accountWindowSeconds: 600, addressMax: 50, addressWindowSeconds: 30 },
      files: { kind: 'local', filesDir: '/srv/files' },
      paymentProcessor: { kind: 'http', url: 'https://pay.example/v1', key: 'sk_live_example' },
      catalogueCacheMb: 16,
      tls: { cert: certificate.cert, key: certificate.key },
    });
  });

  it('serves HTTPS only with both TLS files, each holding PEM of its kind', async () => {
    const certificate = await makeThrowawayCertificate();
    onTestFinished(certificate.remove);
    expect(loadServerConfig({}).tls).toBeUndefined();
    expect(() => loadServerConfig({ TLS_CERT_FILE: certificate.certFile })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE must be set together (or neither, to serve plain HTTP).',
    );
    expect(() => loadServerConfig({ TLS_KEY_FILE: certificate.keyFile })).toThrow('must be set together');
    expect(() => loadServerConfig({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: certificate.keyFile })).toThrow(
      "TLS_CERT_FILE names '/nowhere/cert.pem', which cannot be read (ENOENT).",
    );
    // Swapped files: the key's PEM is no certificate, and the certificate holds no key.
    expect(() => loadServerConfig({ TLS_CERT_FILE: certificate.keyFile, TLS_KEY_FILE: certificate.certFile })).toThrow(
      `TLS_CERT_FILE names '${certificate.keyFile}', which holds no PEM CERTIFICATE.`,
    );
    expect(() => loadServerConfig({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.certFile })).toThrow(
      `TLS_KEY_FILE names '${certificate.certFile}', which holds no PEM PRIVATE KEY.`,
    );
  });

  it('keeps 64 MB of hot catalogue answers unless CATALOGUE_CACHE_MB says otherwise (0: none)', () => {
    expect(loadServerConfig({}).catalogueCacheMb).toBe(64);
    expect(loadServerConfig({ CATALOGUE_CACHE_MB: '0' }).catalogueCacheMb).toBe(0);
    for (const bad of ['-1', '1.5', 'lots', '16385']) {
      expect(() => loadServerConfig({ CATALOGUE_CACHE_MB: bad })).toThrow(
        `CATALOGUE_CACHE_MB must be a whole number from 0 to 16384, but is '${bad}'.`,
      );
    }
  });

  it('keeps uploaded files in files/ of the data folder by default, or in an S3 bucket when asked', () => {
    expect(loadServerConfig({ DATA_DIR: '/srv/data' }).files).toEqual({ kind: 'local', filesDir: '/srv/data/files' });
    expect(
      loadServerConfig({
        FILES_STORAGE: 's3',
        S3_BUCKET: 'epc-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'epc/',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'epc-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'epc/',
    });
    expect(loadServerConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b' }).files).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('refuses an unknown FILES_STORAGE, S3 without a bucket, and a bad S3_ENDPOINT or S3_PREFIX', () => {
    expect(() => loadServerConfig({ FILES_STORAGE: 'ftp' })).toThrow("FILES_STORAGE must be 'local' or 's3'");
    expect(() => loadServerConfig({ FILES_STORAGE: 's3' })).toThrow('S3_BUCKET is required');
    expect(() => loadServerConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must start with/,
    );
    expect(() => loadServerConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../x/' })).toThrow(
      /S3_PREFIX must be/,
    );
  });

  it('refuses an error-reporting DSN that is not one', () => {
    expect(() => loadServerConfig({ ERROR_REPORTING_DSN: 'errors.example.com' })).toThrow(
      "ERROR_REPORTING_DSN must look like 'https://key@host/project'.",
    );
  });

  // main.ts then keeps the first one made in the database, shared by every process (stored-token-secret.ts).
  it('makes a random token secret when none is given, and refuses a short one', () => {
    const first = loadServerConfig({}).auth;
    expect(first.tokenSecretFromEnv).toBe(false);
    expect(first.tokenSecret).not.toBe(loadServerConfig({}).auth.tokenSecret);
    expect(() => loadServerConfig({ AUTH_TOKEN_SECRET: 'short' })).toThrow(
      'AUTH_TOKEN_SECRET must be at least 32 characters long.',
    );
  });

  it('runs one server process unless SERVER_PROCESSES asks for more', () => {
    expect(loadServerConfig({}).serverProcesses).toBe(1);
    expect(loadServerConfig({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
  });

  it.each(['0', '-1', '2.5', 'two', '65'])('refuses SERVER_PROCESSES=%s with a message naming it', (processes) => {
    expect(() =>
      loadServerConfig({ SERVER_PROCESSES: processes, DATABASE_URL: 'postgres://app@db/catalogue' }),
    ).toThrow(`SERVER_PROCESSES must be a whole number from 1 to 64, but is '${processes}'.`);
  });

  it('refuses several server processes on the embedded PGlite database', () => {
    expect(() => loadServerConfig({ SERVER_PROCESSES: '2' })).toThrow(
      'SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process.',
    );
  });

  it.each(['eighty', '-1', '65536', '80.5'])('refuses PORT=%s with a message naming PORT', (port) => {
    expect(() => loadServerConfig({ PORT: port })).toThrow(/^PORT must be a whole number from 0 to 65535/);
  });

  it.each(['0', '-2', '1.5', 'large', '65'])('refuses DEMO_CATALOGUE_SCALE=%s with a message naming it', (scale) => {
    expect(() => loadServerConfig({ DEMO_CATALOGUE_SCALE: scale })).toThrow(
      `DEMO_CATALOGUE_SCALE must be a whole number from 1 to 64, but is '${scale}'.`,
    );
  });

  it('refuses an unknown LOG_LEVEL, a DEMO_SEED that is not a number and a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadServerConfig({ DEMO_SEED: 'abc' })).toThrow(/DEMO_SEED must be a whole number/);
    expect(() => loadServerConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL must start with/);
  });

  it('defaults to no trusted proxy, a mail folder in ./data/mail and the documented rate limits', () => {
    const config = loadServerConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.mailDir).toMatch(/[/\\]data[/\\]mail$/);
    expect(config.rateLimits).toEqual({
      accountMax: 10,
      accountWindowSeconds: 900,
      addressMax: 100,
      addressWindowSeconds: 60,
    });
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses a TRUST_PROXY, SMTP_URL or rate limit that is not one', () => {
    expect(() => loadServerConfig({ TRUST_PROXY: 'the proxy' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadServerConfig({ SMTP_URL: 'mail.example' })).toThrow(
      "SMTP_URL must start with 'smtp://' or 'smtps://'.",
    );
    expect(() => loadServerConfig({ RATE_LIMIT_ACCOUNT_MAX: '0' })).toThrow(
      /RATE_LIMIT_ACCOUNT_MAX must be a whole number/,
    );
  });

  it('uses the embedded test payment processor unless PAYMENT_PROCESSOR_URL and _KEY are both set', () => {
    expect(loadServerConfig({}).paymentProcessor).toEqual({ kind: 'test' });
    expect(
      loadServerConfig({ PAYMENT_PROCESSOR_URL: 'https://pay.example/v1', PAYMENT_PROCESSOR_KEY: 'sk_live_x' })
        .paymentProcessor,
    ).toEqual({ kind: 'http', url: 'https://pay.example/v1', key: 'sk_live_x' });
    expect(() => loadServerConfig({ PAYMENT_PROCESSOR_URL: 'https://pay.example/v1' })).toThrow(
      'PAYMENT_PROCESSOR_URL and PAYMENT_PROCESSOR_KEY must be set together.',
    );
    expect(() => loadServerConfig({ PAYMENT_PROCESSOR_KEY: 'sk_live_x' })).toThrow(/must be set together/);
    expect(() => loadServerConfig({ PAYMENT_PROCESSOR_URL: 'pay.example', PAYMENT_PROCESSOR_KEY: 'k' })).toThrow(
      "PAYMENT_PROCESSOR_URL must start with 'http://' or 'https://'.",
    );
  });
});

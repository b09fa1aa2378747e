/**
 * Builds the app as main.ts does (open, migrate, seed, build) on a fresh test database,
 * without listening: tests call it through app.inject.
 */
import type { FastifyInstance } from 'fastify';
import { findRoutePolicy } from '../../../src/domain/access/route-policies';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import { loadServerConfig, type ServerConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/database';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';
import { makeTestDatabasePlace } from './test-database';
import { makeTempDir, removeDir } from './temp-dir';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface TestServerOptions {
  staticDir?: string;
  localesDir?: string;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  errorReportingDsn?: string;
  /** Where URLs carry the site and the locale; by default path for both. */
  urlModes?: ServerConfig['urlModes'];
  dealerSessions?: BuildAppOptions['dealerSessions'];
  /** The file storage; by default a local folder of its own, removed on close. */
  fileStorage?: BuildAppOptions['fileStorage'];
  /** The payment processor settings; by default the embedded test processor. */
  paymentProcessor?: ServerConfig['paymentProcessor'];
  /** The embedded PGlite database even when TEST_DATABASE_URL names a server (demo mode). */
  embeddedDatabase?: boolean;
  /** Serve HTTPS and HTTP/2 with this certificate once listening (TLS_CERT_FILE, TLS_KEY_FILE). */
  tls?: ServerConfig['tls'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Seeding the demo catalogue takes seconds; a seeded PGlite template pays it once.
  const place = await makeTestDatabasePlace({
    startFrom: 'seeded',
    seededWith: loadServerConfig({}).demoSeed,
    embedded: options.embeddedDatabase,
  });
  const emptyDir = await makeTempDir('empty');
  // Mail (the password reset token) is written here; tests read it from config.mail.mailDir.
  const mailDir = await makeTempDir('mail');
  const filesDir = await makeTempDir('files');
  const defaults = loadServerConfig({});
  const config: ServerConfig = {
    ...defaults,
    port: 0,
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    staticDir: options.staticDir ?? emptyDir,
    localesDir: options.localesDir ?? emptyDir,
    logLevel: 'silent',
    errorReportingDsn: options.errorReportingDsn,
    urlModes: options.urlModes ?? defaults.urlModes,
    mail: { ...defaults.mail, mailDir },
    files: { kind: 'local', filesDir },
    paymentProcessor: options.paymentProcessor ?? defaults.paymentProcessor,
    tls: options.tls,
  };
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDemoData(database, { seed: config.demoSeed });
  const app = buildApp({
    config,
    database,
    logger: false,
    dealerSessions: options.dealerSessions,
    ...(options.fileStorage === undefined ? {} : { fileStorage: options.fileStorage }),
  });
  if (options.extend !== undefined) {
    // Routes a test adds are not the product's, so the access policy does not list them: they
    // are public unless they declare a level (src/server/plugins/app/route-access.ts). Added before
    // the app's plugins load, so this runs before the policy's own route hook.
    app.addHook('onRoute', (route) => {
      const listed = [route.method].flat().some((method) => findRoutePolicy(method, route.url) !== undefined);
      if (!listed) route.config = { accessLevel: 'public', ...route.config };
    });
    options.extend(app);
  }
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await place.remove();
      await removeDir(emptyDir);
      await removeDir(mailDir);
      await removeDir(filesDir);
    },
  };
}

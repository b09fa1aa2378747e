/**
 * A test server as startTestServer builds it, with the settings the abuse tests change: the
 * rate limits, TRUST_PROXY, a log written to a string, and a second app on the same
 * database (a second server process behind a load balancer).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../src/server/app';
import { loadServerConfig, type RateLimitConfig, type ServerConfig } from '../../../../src/server/config';
import type { Database } from '../../../../src/server/db/database';
import { migrateDatabase } from '../../../../src/server/db/migrate-database';
import { openDatabase } from '../../../../src/server/db/open-database';
import { seedDemoData } from '../../../../src/server/db/seed-demo-data';
import { loggerOptions } from '../../../../src/server/logging/logger-options';
import { makeTempDir, removeDir } from '../../support/temp-dir';
import { makeTestDatabasePlace } from '../../support/test-database';

export interface AbuseServerOptions {
  rateLimits?: Partial<RateLimitConfig>;
  trustProxy?: ServerConfig['trustProxy'];
  /** Extra test-only routes, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export interface AbuseServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Every line the app logged (at info level and above, as in production). */
  log(): string;
  /** Another app on the same database, as a second process would be. */
  secondApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startAbuseServer(options: AbuseServerOptions = {}): Promise<AbuseServer> {
  const defaults = loadServerConfig({});
  const place = await makeTestDatabasePlace({ startFrom: 'seeded', seededWith: defaults.demoSeed });
  const emptyDir = await makeTempDir('empty');
  const mailDir = await makeTempDir('mail');
  const config: ServerConfig = {
    ...defaults,
    port: 0,
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    staticDir: emptyDir,
    localesDir: emptyDir,
    logLevel: 'info',
    trustProxy: options.trustProxy ?? false,
    mail: { ...defaults.mail, mailDir },
    rateLimits: { ...defaults.rateLimits, ...options.rateLimits },
  };
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDemoData(database, { seed: config.demoSeed });
  let logged = '';
  const stream = { write: (line: string) => void (logged += line) };
  const build = async () => {
    const app = buildApp({ config, database, logger: loggerOptions('info', stream) });
    options.extend?.(app);
    await app.ready();
    return app;
  };
  const app = await build();
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    config,
    log: () => logged,
    secondApp: async () => {
      const other = await build();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await place.remove();
      await removeDir(emptyDir);
      await removeDir(mailDir);
    },
  };
}

// The server in process (app.inject) on a freshly seeded temporary PGlite database, for the
// measures that time one route without the network: built, measured, then closed and removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadServerConfig, type ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';

export interface SeededApp {
  config: ServerConfig;
  database: Database;
  app: ReturnType<typeof buildApp>;
}

export async function withSeededApp<T>(name: string, measure: (seeded: SeededApp) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `epc-${name}-bench-`));
  const config: ServerConfig = { ...loadServerConfig({}), dataDir, databaseUrl: undefined, logLevel: 'silent' };
  const database = await openDatabase(config);
  const app = buildApp({ config, database, logger: false });
  try {
    await migrateDatabase(database);
    await seedDemoData(database, { seed: config.demoSeed });
    await app.ready();
    return await measure({ config, database, app });
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

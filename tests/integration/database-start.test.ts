import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadServerConfig, type ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { loadMigrations, migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';
import { expectProblem } from './support/problem-assertions';
import { expectedDatabaseKind, makeTestDatabasePlace, type TestDatabasePlace } from './support/test-database';
import { latestSchemaVersion } from './support/latest-schema-version';

let place: TestDatabasePlace;
let config: ServerConfig;

beforeAll(async () => {
  place = await makeTestDatabasePlace({ startFrom: 'empty' });
  config = { ...loadServerConfig({}), dataDir: place.dataDir, databaseUrl: place.databaseUrl };
});

afterAll(() => place.remove());

async function countRows(database: Database) {
  const [row] = await database.query<Record<string, number>>(
    `select (select count(*)::int from markets) as markets,
            (select count(*)::int from languages) as languages,
            (select count(*)::int from retailers) as retailers,
            (select count(*)::int from demo_data) as demo_data,
            (select count(*)::int from schema_migrations) as migrations`,
  );
  return row;
}

describe('starting on an empty database', () => {
  let firstCounts: Record<string, number> | undefined;

  it('creates the data folder, migrates, seeds and answers /api/health', async () => {
    const database = await openDatabase(config);
    try {
      expect(database.kind).toBe(expectedDatabaseKind);
      expect(await migrateDatabase(database)).toBe(await latestSchemaVersion());
      expect(await seedDemoData(database, { seed: config.demoSeed })).toBe(true);
      firstCounts = await countRows(database);
      expect(firstCounts).toEqual({
        markets: expect.any(Number),
        languages: 29,
        retailers: 102,
        demo_data: 1,
        // One row per migration file; numbers may skip one a branch left unused.
        migrations: (await loadMigrations()).length,
      });
      expect(firstCounts?.['markets']).toBeGreaterThanOrEqual(150);

      const app = buildApp({ config, database, logger: false });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: expectedDatabaseKind,
        schemaVersion: await latestSchemaVersion(),
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const head = await app.inject({ method: 'HEAD', url: '/api/health' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('on the next start migrates and seeds nothing again, and GB is still in pounds', async () => {
    const database = await openDatabase(config);
    try {
      expect(await migrateDatabase(database)).toBe(await latestSchemaVersion());
      expect(await seedDemoData(database, { seed: config.demoSeed })).toBe(false);
      expect(await countRows(database)).toEqual(firstCounts);
      const gb = await database.query('select code, currency_code from markets where code = $1', ['GB']);
      expect(gb).toEqual([{ code: 'GB', currency_code: 'GBP' }]);
    } finally {
      await database.close();
    }
  });

  it('answers /api/health with 503 once the database no longer answers', async () => {
    const database = await openDatabase(config);
    const app = buildApp({ config, database, logger: false });
    await app.ready();
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const problem = expectProblem(response, 503);
    expect(problem.detail).toMatch(/database is not available/);
    await app.close();
  });
});

/**
 * Several server processes sharing one PostgreSQL server may start at the same moment; the
 * advisory lock makes exactly one of them migrate and seed. PGlite belongs to one process,
 * so this file runs only against a PostgreSQL server (vitest.config.ts includes it when
 * TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';
import { makeTestDatabasePlace, type TestDatabasePlace } from './support/test-database';
import { latestSchemaVersion } from './support/latest-schema-version';

let place: TestDatabasePlace;

beforeAll(async () => {
  place = await makeTestDatabasePlace({ startFrom: 'empty' });
});

afterAll(() => place.remove());

describe('starting several servers at once', () => {
  it('migrates and seeds exactly once', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase(place)));
    try {
      const started = await Promise.all(
        databases.map(async (database) => {
          const schemaVersion = await migrateDatabase(database);
          return { schemaVersion, seeded: await seedDemoData(database, { seed: 1 }) };
        }),
      );
      const latest = await latestSchemaVersion();
      expect(started.map((start) => start.schemaVersion)).toEqual([latest, latest, latest]);
      expect(started.filter((start) => start.seeded)).toHaveLength(1);
      const [counts] = await databases[0]!.query('select count(*)::int as retailers from retailers');
      expect(counts).toEqual({ retailers: 102 });
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});

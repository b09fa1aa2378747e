/**
 * Where a test's database lives: a fresh PGlite folder by default, or, when
 * TEST_DATABASE_URL is set, a fresh database of that PostgreSQL server, so the same suite
 * proves both. A database of its own per test keeps test files that vitest runs in parallel
 * out of each other's tables.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseKind } from '../../../src/server/db/database';
import { copyMigratedPglite, copySeededPglite } from './pglite-template';
import { createTestDatabase, dropTestDatabase } from './postgres-template';
import { makeTempDir, removeDir } from './temp-dir';

export interface TestDatabasePlace {
  /** PGlite folder: missing when starting empty, as on a machine that never ran the server. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The same place as server environment variables, for a server process. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

const serverUrl = process.env['TEST_DATABASE_URL'];

export const expectedDatabaseKind: DatabaseKind = serverUrl === undefined ? 'pglite' : 'postgresql';

export interface TestDatabaseOptions {
  /**
   * 'migrated' (default) saves PGlite's initdb by copying a migrated template; the
   * migrations still run and find nothing to do. 'seeded' also holds the demo data of
   * seededWith, so the seed finds its marker and adds nothing. The same holds on a
   * PostgreSQL server, where the test database is created from a template database.
   */
  startFrom?: 'empty' | 'migrated' | 'seeded';
  seededWith?: number;
  /** PGlite even when TEST_DATABASE_URL is set: what demo mode needs (the demo reset's tests). */
  embedded?: boolean;
}

export async function makeTestDatabasePlace(options: TestDatabaseOptions = {}): Promise<TestDatabasePlace> {
  const tempDir = await makeTempDir('data');
  const dataDir = join(tempDir, 'data');
  if (serverUrl === undefined || options.embedded === true) {
    if (options.startFrom === 'seeded') await copySeededPglite(dataDir, options.seededWith ?? 0);
    else if (options.startFrom !== 'empty') await copyMigratedPglite(dataDir);
    return { dataDir, databaseUrl: undefined, env: { DATA_DIR: dataDir }, remove: () => removeDir(tempDir) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = await createTestDatabase(
    serverUrl,
    name,
    options.startFrom ?? 'migrated',
    options.seededWith ?? 0,
  );
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    remove: async () => {
      await dropTestDatabase(serverUrl, name);
      await removeDir(tempDir);
    },
  };
}

import { loadMigrations } from '../../../src/server/db/migrate-database';

/** The version a fully migrated database reports: the number of the newest migration file. */
export async function latestSchemaVersion(): Promise<number> {
  const migrations = await loadMigrations();
  return migrations.at(-1)?.version ?? 0;
}

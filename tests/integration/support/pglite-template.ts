/**
 * Creating a PGlite folder runs initdb, which costs seconds of CPU; most tests only need a
 * fresh, migrated database. So a migrated folder is made once per PGlite version and
 * migration set, kept in the temp folder, and copied for each test. Tests about starting
 * on an empty folder do not use it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMigrations, migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { removeDir } from './temp-dir';

const pglitePackageJson = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);

export async function copyMigratedPglite(dataDir: string): Promise<void> {
  await cp(await migratedTemplate(), dataDir, { recursive: true });
}

async function migratedTemplate(): Promise<string> {
  const templateDir = join(tmpdir(), `parts-catalogue-pglite-template-${await templateKey()}`);
  if (existsSync(join(templateDir, 'PG_VERSION'))) return templateDir;
  const buildDir = await mkdtemp(`${templateDir}-building-`);
  const database = await openDatabase({ dataDir: buildDir, databaseUrl: undefined });
  await migrateDatabase(database);
  await database.close();
  // Test files run in parallel: the first finished rename wins, and the others drop theirs.
  await rename(buildDir, templateDir).catch(() => removeDir(buildDir));
  return templateDir;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pglitePackageJson));
  for (const migration of await loadMigrations()) hash.update(`${migration.version}\n${migration.sql}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite folder runs initdb, which costs seconds of CPU, and seeding the demo
 * catalogue costs several more; most tests only need a fresh, migrated (or migrated and
 * seeded) database. So such folders are made once per PGlite version, migration set and
 * demo-data code, kept in the temp folder, and copied for each test. Tests about starting
 * on an empty folder do not use them.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';
import { templateKey, type TemplateKind } from './template-key';
import { removeDir } from './temp-dir';

const pglitePackageJson = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);

export async function copyMigratedPglite(dataDir: string): Promise<void> {
  await cp(await template('migrated'), dataDir, { recursive: true });
}

/** A migrated folder that also holds the demo data of this seed. */
export async function copySeededPglite(dataDir: string, seed: number): Promise<void> {
  await cp(await template('seeded', seed), dataDir, { recursive: true });
}

/** Makes the seeded folder of this seed now, unless it is made already, for copies to come. */
export async function prepareSeededPglite(seed: number): Promise<void> {
  await template('seeded', seed);
}

async function template(kind: TemplateKind, seed = 0): Promise<string> {
  const key = await templateKey(kind, seed, await readFile(pglitePackageJson, 'utf8'));
  const templateDir = join(tmpdir(), `parts-catalogue-pglite-${kind}-${key}`);
  if (existsSync(join(templateDir, 'PG_VERSION'))) return templateDir;
  const buildDir = await mkdtemp(`${templateDir}-building-`);
  const database = await openDatabase({ dataDir: buildDir, databaseUrl: undefined });
  await migrateDatabase(database);
  if (kind === 'seeded') await seedDemoData(database, { seed });
  await database.close();
  // Test files run in parallel: the first finished rename wins, and the others drop theirs.
  await rename(buildDir, templateDir).catch(() => removeDir(buildDir));
  return templateDir;
}

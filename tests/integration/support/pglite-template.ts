/**
 * Creating a PGlite folder runs initdb, which costs seconds of CPU, and seeding the demo
 * catalogue costs several more; most tests only need a fresh, migrated (or migrated and
 * seeded) database. So such folders are made once per PGlite version, migration set and
 * demo-data code, kept in the temp folder, and copied for each test. Tests about starting
 * on an empty folder do not use them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations, migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';
import { removeDir } from './temp-dir';

const pglitePackageJson = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
// The seeded template is stale as soon as any code that shapes the demo data changes.
const demoDataSources = [
  fileURLToPath(new URL('../../../src/server/db/', import.meta.url)),
  fileURLToPath(new URL('../../../src/domain/catalogue/', import.meta.url)),
];

export async function copyMigratedPglite(dataDir: string): Promise<void> {
  await cp(await template('migrated'), dataDir, { recursive: true });
}

/** A migrated folder that also holds the demo data of this seed. */
export async function copySeededPglite(dataDir: string, seed: number): Promise<void> {
  await cp(await template('seeded', seed), dataDir, { recursive: true });
}

async function template(kind: 'migrated' | 'seeded', seed = 0): Promise<string> {
  const templateDir = join(tmpdir(), `parts-catalogue-pglite-${kind}-${await templateKey(kind, seed)}`);
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

async function templateKey(kind: 'migrated' | 'seeded', seed: number): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pglitePackageJson));
  for (const migration of await loadMigrations()) hash.update(`${migration.version}\n${migration.sql}`);
  if (kind === 'seeded') {
    hash.update(`seed ${seed}\n`);
    for (const dir of demoDataSources) {
      const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts')).sort();
      for (const file of files) hash.update(`${file}\n${await readFile(join(dir, file), 'utf8')}`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

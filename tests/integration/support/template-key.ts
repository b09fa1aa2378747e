/**
 * A ready-made test database (PGlite folder or PostgreSQL template database) is stale as soon
 * as a migration, the demo-data code or the database engine changes: its name carries a hash
 * of all three, so a stale one is never picked up.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations } from '../../../src/server/db/migrate-database';

export type TemplateKind = 'migrated' | 'seeded';

const demoDataSources = [
  fileURLToPath(new URL('../../../src/server/db/', import.meta.url)),
  fileURLToPath(new URL('../../../src/domain/catalogue/', import.meta.url)),
];

/** engine: anything naming the engine's version (PGlite's package.json, the server's version). */
export async function templateKey(kind: TemplateKind, seed: number, engine: string): Promise<string> {
  const hash = createHash('sha256').update(engine);
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

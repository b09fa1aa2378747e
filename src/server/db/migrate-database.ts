/**
 * Brings the schema up to date from the numbered SQL files in migrations/. Each file runs
 * in its own transaction with its schema_migrations row, so a failed file leaves nothing
 * behind and is tried again on the next start.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockStartupWork } from './advisory-lock';
import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFileName = /^(\d{3})-([a-z0-9-]+)\.sql$/;

const createMigrationsTable = `
  create table if not exists schema_migrations (
    version int primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`;

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const fileNames = (await readdir(dir)).filter((fileName) => fileName.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const fileName of fileNames) {
    const match = migrationFileName.exec(fileName);
    if (match?.[1] === undefined || match[2] === undefined) {
      throw new Error(`Migration file ${fileName} must be named like 001-initial-schema.sql.`);
    }
    const version = Number(match[1]);
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migration files share the number ${match[1]}.`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(join(dir, fileName), 'utf8') });
  }
  return migrations;
}

/** Applies the pending migrations in order and answers the resulting schema version. */
export async function migrateDatabase(database: Database, migrations?: Migration[]): Promise<number> {
  for (const migration of migrations ?? (await loadMigrations())) {
    await database.transaction(async (tx) => {
      // Checked under the lock: another process may have applied it while this one waited.
      await lockStartupWork(tx, database.kind);
      await tx.exec(createMigrationsTable);
      const applied = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (applied.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return readSchemaVersion(database);
}

export async function readSchemaVersion(database: Database): Promise<number> {
  const [row] = await database.query<{ version: number }>(
    'select coalesce(max(version), 0)::int as version from schema_migrations',
  );
  return row?.version ?? 0;
}

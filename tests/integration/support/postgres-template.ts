/**
 * The PostgreSQL side of the saving pglite-template.ts makes: each test gets a database of
 * its own, copied inside the server from a migrated (or migrated and seeded) template
 * database in well under a second, rather than migrated and seeded afresh (seconds each).
 * Templates are built once per server version, migration set and demo-data code, under an
 * advisory lock so test files running in parallel build each one once, and stay on the
 * server for the next run: TEST_DATABASE_URL names a throw-away test server.
 */
import pg from 'pg';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';
import { templateKey, type TemplateKind } from './template-key';

/** Any number will do, as long as nothing else on the test server takes it. */
const templateBuildLock = 727_001;

/** Creates database `name`, empty or from the template of `from`; answers its URL. */
export async function createTestDatabase(
  serverUrl: string,
  name: string,
  from: TemplateKind | 'empty',
  seed: number,
): Promise<string> {
  const template = from === 'empty' ? 'template1' : await ensureTemplate(serverUrl, from, seed);
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return databaseUrl(serverUrl, name);
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function ensureTemplate(serverUrl: string, kind: TemplateKind, seed: number): Promise<string> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>('show server_version_num');
    const template = `epc_template_${kind}_${await templateKey(kind, seed, rows[0]?.version ?? '')}`;
    await client.query('select pg_advisory_lock($1)', [templateBuildLock]);
    try {
      const existing = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (existing.rowCount === 0) await buildTemplate(serverUrl, client, template, kind, seed);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [templateBuildLock]);
    }
    return template;
  });
}

/** Built under another name and renamed when complete: a build cut short is never used. */
async function buildTemplate(serverUrl: string, client: pg.Client, template: string, kind: TemplateKind, seed: number) {
  const building = `${template}_building`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(serverUrl, building) });
  try {
    await migrateDatabase(database);
    if (kind === 'seeded') await seedDemoData(database, { seed });
  } finally {
    await database.close();
  }
  await client.query(`alter database ${building} rename to ${template}`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

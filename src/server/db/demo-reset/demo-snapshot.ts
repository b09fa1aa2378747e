/**
 * The demo reset's snapshot: a copy of the restored tables (demo-reset-tables.ts) taken in the
 * seed's own transaction on a demo server's first start, kept in its own schema of the same
 * database, and copied back by a reset. Only what users change is copied (about 70,000 rows,
 * nearly all the demo prices), so a reset takes well under a second (docs/testing.md gives the figure); the catalogue,
 * which nothing but the seed writes, is never touched.
 */
import { bumpCatalogueVersion } from '../../catalogue-cache/catalogue-version-row';
import type { Database, Queryable } from '../database';
import { restoredTables, snapshotSchema } from './demo-reset-tables';

/** Copies the restored tables as they are now (just seeded) into the snapshot schema. */
export async function keepDemoSnapshot(tx: Queryable): Promise<void> {
  await tx.exec(`drop schema if exists ${snapshotSchema} cascade; create schema ${snapshotSchema};`);
  for (const table of restoredTables) {
    await tx.exec(`create table ${snapshotSchema}.${table} as table ${table}`);
  }
}

export async function hasDemoSnapshot(database: Queryable): Promise<boolean> {
  const [row] = await database.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [
    `${snapshotSchema}.custom_objects`,
  ]);
  return row?.present === true;
}

export interface DemoReset {
  /** The catalogue version after the reset, for this process's ETags and answer cache. */
  catalogueVersion: string;
  restoredTables: readonly string[];
}

/**
 * Puts the restored tables back as the seed left them, in one transaction, and moves the
 * catalogue version (prices are part of catalogue answers). A profile made since the seed by
 * a sign-in that is kept (a corporate user's first sign-in, a retailer's self-registration)
 * is kept as it is, so that sign-in stays usable; every other record made since is gone.
 * Answers null, changing nothing, when the database has no snapshot.
 */
export async function restoreDemoSnapshot(database: Database): Promise<DemoReset | null> {
  return database.transaction(async (tx) => {
    if (!(await hasDemoSnapshot(tx))) return null;
    await tx.exec(
      `create temporary table demo_reset_kept_profiles on commit drop as
       select live.* from custom_objects live
       where live.type = 'EPCUsers'
         and exists (select 1 from customers c where c.auth_type = 'registered' and c.external_id = live.key)
         and not exists (select 1 from ${snapshotSchema}.custom_objects seeded
                         where seeded.type = live.type and seeded.key = live.key)`,
    );
    await tx.exec(`truncate ${restoredTables.join(', ')}`);
    for (const table of restoredTables) await copyBack(tx, table);
    await tx.exec(`insert into custom_objects select * from demo_reset_kept_profiles`);
    const catalogueVersion = await bumpCatalogueVersion(tx);
    return { catalogueVersion, restoredTables };
  });
}

/**
 * Copies a table's seeded rows back, naming the columns both copies have (a later migration
 * may add one with a default) and leaving out generated ones; identity columns keep their ids.
 */
async function copyBack(tx: Queryable, table: string): Promise<void> {
  const columns = await tx.query<{ name: string }>(
    `select live.column_name as name
     from information_schema.columns live
     join information_schema.columns seeded
       on seeded.table_schema = $2 and seeded.table_name = live.table_name and seeded.column_name = live.column_name
     where live.table_schema = current_schema() and live.table_name = $1 and live.is_generated = 'NEVER'
     order by live.ordinal_position`,
    [table, snapshotSchema],
  );
  if (columns.length === 0) return;
  const list = columns.map(({ name }) => `"${name}"`).join(', ');
  await tx.exec(
    `insert into ${table} (${list}) overriding system value select ${list} from ${snapshotSchema}.${table}`,
  );
}

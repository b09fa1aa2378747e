/**
 * The catalogue data version row (migration 022, issue 19). A load of data that catalogue
 * answers depend on moves it in the load's own transaction, so the version and the data it
 * stands for are committed together or not at all.
 */
import type { Queryable } from '../db/database';

interface VersionRow {
  version: string;
  changed_ms: string;
}

// The row's version and when it moved: a database made afresh starts at 1 again, and the time
// keeps its ETags from matching ones a browser kept from the old database.
const token = (row: VersionRow) => `${row.version}.${Number(row.changed_ms).toString(36)}`;

/** Moves the version inside the caller's transaction and answers the new version's token. */
export async function bumpCatalogueVersion(tx: Queryable): Promise<string> {
  const [row] = await tx.query<VersionRow>(
    `update catalogue_version set version = version + 1, changed_at = clock_timestamp() where id = 1
     returning version::text, floor(extract(epoch from changed_at) * 1000)::bigint::text as changed_ms`,
  );
  if (row === undefined) throw new Error('The catalogue_version row is missing (migration 022).');
  return token(row);
}

/** Whether migration 022 has made the row (a database seeded before it has none yet). */
export async function hasCatalogueVersionRow(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ present: boolean }>(`select to_regclass('catalogue_version') is not null as present`);
  return row?.present === true;
}

/** The current version's token. */
export async function readCatalogueVersion(database: Queryable): Promise<string> {
  const [row] = await database.query<VersionRow>(
    `select version::text, floor(extract(epoch from changed_at) * 1000)::bigint::text as changed_ms
     from catalogue_version where id = 1`,
  );
  if (row === undefined) throw new Error('The catalogue_version row is missing (migration 022).');
  return token(row);
}

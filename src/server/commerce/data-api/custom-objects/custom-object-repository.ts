/**
 * The custom_objects table (migration 001): one JSONB row per (type, key). `data` holds only
 * the record's c_ fields; key_value_string is the key column and lastModified the
 * last_modified column, so neither can disagree with the row.
 */
import type { Queryable } from '../../../db/database';

export interface CustomObjectRow {
  key: string;
  data: Record<string, unknown>;
  last_modified: Date | string;
}

export async function findCustomObject(
  db: Queryable,
  type: string,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomObjectRow | undefined> {
  const lock = options.forUpdate === true ? ' for update' : '';
  const [row] = await db.query<CustomObjectRow>(
    `select key, data, last_modified from custom_objects where type = $1 and key = $2${lock}`,
    [type, key],
  );
  return row;
}

/** Creates or replaces the record; answers the stored row. */
export async function saveCustomObject(
  db: Queryable,
  type: string,
  key: string,
  data: Record<string, unknown>,
): Promise<CustomObjectRow> {
  const [row] = await db.query<CustomObjectRow>(
    `insert into custom_objects (type, key, data, last_modified) values ($1, $2, $3::jsonb, now())
     on conflict (type, key) do update set data = excluded.data, last_modified = excluded.last_modified
     returning key, data, last_modified`,
    [type, key, JSON.stringify(data)],
  );
  if (row === undefined) throw new Error(`The saved ${type} record was not returned.`);
  return row;
}

export async function deleteCustomObject(db: Queryable, type: string, key: string): Promise<void> {
  await db.query('delete from custom_objects where type = $1 and key = $2', [type, key]);
}

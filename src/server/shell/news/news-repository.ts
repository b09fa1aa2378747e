/** Reads EpcUpdates from the custom_objects table, newest first (its type/last_modified index). */
import type { Queryable } from '../../db/database';
import {
  findCustomObject,
  type CustomObjectRow,
} from '../../commerce/data-api/custom-objects/custom-object-repository';
import { newsObjectType, newsRecordOf, type NewsRecord } from './news-record';

/** The modal shows tabs, not pages: a bounded list keeps the answer and the tab row small. */
export const maxNewsItems = 50;

export async function listNewsRecords(
  db: Queryable,
  languageCode: string,
  limit = maxNewsItems,
): Promise<NewsRecord[]> {
  const rows = await db.query<CustomObjectRow>(
    `select key, data, last_modified from custom_objects
     where type = $1 and data->>'c_languageCode' = $2
     order by last_modified desc, key
     limit $3`,
    [newsObjectType, languageCode, limit],
  );
  return rows.flatMap((row) => newsRecordOf(row) ?? []);
}

export async function findNewsRecord(db: Queryable, key: string): Promise<NewsRecord | undefined> {
  const row = await findCustomObject(db, newsObjectType, key);
  return row === undefined ? undefined : newsRecordOf(row);
}

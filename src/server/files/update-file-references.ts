/** Which update (EpcUpdates) shows a stored file: such a file is deleted with its update, not alone. */
import type { Queryable } from '../db/database';

export async function updateUsingFile(db: Queryable, filePath: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    `select coalesce(data->>'c_name', key) as name from custom_objects
     where type = 'EpcUpdates' and data->>'c_filePath' = $1 limit 1`,
    [filePath],
  );
  return row?.name;
}

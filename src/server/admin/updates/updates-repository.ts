/** The admin's reads and writes of EpcUpdates in the custom_objects table. */
import type { CustomObjectRow } from '../../commerce/data-api/custom-objects/custom-object-repository';
import { isoTime } from '../../commerce/shop-api/iso-time';
import type { Queryable } from '../../db/database';
import { newsFileUrl, newsObjectType } from '../../shell/news/news-record';

export interface AdminUpdate {
  id: string;
  c_name: string;
  c_languageCode: string;
  c_fileUrl: string;
  c_filePath?: string;
  c_fileName: string;
  c_createdBy?: string;
  c_updatedBy?: string;
  lastModified: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function adminUpdateOf(row: CustomObjectRow): AdminUpdate {
  const optional = (field: 'c_filePath' | 'c_createdBy' | 'c_updatedBy') => {
    const value = text(row.data[field]);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    id: row.key,
    c_name: text(row.data['c_name']) ?? '',
    c_languageCode: text(row.data['c_languageCode']) ?? '',
    c_fileUrl: newsFileUrl(row.key),
    c_fileName: text(row.data['c_fileName']) ?? `${row.key}.pdf`,
    ...optional('c_filePath'),
    ...optional('c_createdBy'),
    ...optional('c_updatedBy'),
    lastModified: isoTime(row.last_modified),
  };
}

export async function listAdminUpdates(
  db: Queryable,
  query: { language: string | undefined; limit: number; offset: number },
): Promise<{ total: number; items: AdminUpdate[] }> {
  const language = query.language ?? null;
  const rows = await db.query<CustomObjectRow & { total: string }>(
    `select key, data, last_modified, count(*) over () as total from custom_objects
     where type = $1 and ($2::text is null or data->>'c_languageCode' = $2)
     order by last_modified desc, key
     limit $3 offset $4`,
    [newsObjectType, language, query.limit, query.offset],
  );
  const [first] = rows;
  return { total: first === undefined ? 0 : Number(first.total), items: rows.map(adminUpdateOf) };
}

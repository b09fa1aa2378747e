/**
 * Reads content assets (migration 018) with the shop API's locale fallback: the asked
 * locale, else the same language in another region ('fr-CA' finds 'fr-FR'), else the site's
 * default locale.
 */
import type { Queryable } from '../../../db/database';
import { isoTime } from '../iso-time';

interface ContentRow {
  content_id: string;
  locale: string;
  name: string;
  description: string;
  body: string;
  last_modified: Date | string;
}

export type ContentDocument = ReturnType<typeof contentDocument>;

export async function findContentAsset(db: Queryable, contentId: string, locale: string, siteDefault: string) {
  const [row] = await db.query<ContentRow>(
    `select content_id, locale, name, description, body, last_modified
     from content_assets
     where content_id = $1
       and (locale = $2 or split_part(locale, '-', 1) = split_part($2, '-', 1) or locale = $3)
     order by case when locale = $2 then 0 when locale = $3 then 2 else 1 end, locale
     limit 1`,
    [contentId, locale, siteDefault],
  );
  return row === undefined ? undefined : contentDocument(row);
}

function contentDocument(row: ContentRow) {
  return {
    id: row.content_id,
    name: row.name,
    description: row.description,
    c_body: row.body,
    c_locale: row.locale,
    last_modified: isoTime(row.last_modified),
  };
}

/** Reads parts with their description, picture, the pages that show them (at most 20 a part) and their replacement. */
import type { PartDetails, PartWhereUsed } from '../../../domain/catalogue/part-details-contracts';
import type { Queryable } from '../../db/database';
import { findReplacements, withReplacements } from '../find-replacements';
import { partThumbnailUrl } from '../illustrations/part-thumbnails';
import { pageLocationSql } from '../page-location';

export type { PartDetails, PartWhereUsed };

interface PartRow {
  part_number: string;
  description: string;
  brand: string;
  where_used: PartWhereUsed[] | null;
  where_used_count: number;
}

const whereUsedLimit = 20;

export async function findPartDetails(
  db: Queryable,
  partNumbers: readonly string[],
  langCode: string,
): Promise<PartDetails[]> {
  const rows = await db.query<PartRow>(
    `select p.part_number, coalesce(own.text, en.text) as description, p.brand,
            (select jsonb_agg(jsonb_build_object('catalogueId', u.catalogue_id, 'pageId', u.page_id,
                    'callOutCode', u.call_out_code, 'quantity', u.quantity,
                    'location', ${pageLocationSql('u.page_id', '$2')}::jsonb))
             from (select * from page_parts pp where pp.part_number = p.part_number
                   -- The order of page_parts_part_scope_idx, so the limit ends the scan.
                   order by pp.catalogue_id collate "C", pp.page_id collate "C", pp.line_number
                   limit ${whereUsedLimit}) u) as where_used,
            (select count(*)::int from page_parts pp where pp.part_number = p.part_number) as where_used_count
     from parts p
     left join catalogue_texts own on own.text_id = p.text_id and own.language_code = $2
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     where p.part_number = any($1::text[])
     order by p.part_number`,
    [partNumbers, langCode],
  );
  const replacements = await findReplacements(
    db,
    rows.map((row) => row.part_number),
    langCode,
  );
  const details = rows.map((row) => ({
    partNumber: row.part_number,
    description: row.description,
    brand: row.brand,
    whereUsed: row.where_used ?? [],
    whereUsedCount: row.where_used_count,
    imageUrl: partThumbnailUrl(row.part_number),
  }));
  return withReplacements(details, replacements);
}

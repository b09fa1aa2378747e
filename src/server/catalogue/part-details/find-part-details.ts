/** Reads parts with their description and the pages that show them (at most 20 a part). */
import type { Queryable } from '../../db/database';

export interface PartWhereUsed {
  catalogueId: string;
  pageId: string;
  callOutCode: string;
  quantity: string;
}

export interface PartDetails {
  partNumber: string;
  description: string;
  brand: string;
  whereUsed: PartWhereUsed[];
  whereUsedCount: number;
}

interface PartRow {
  part_number: string;
  description: string;
  brand: string;
  where_used: PartWhereUsed[] | null;
  where_used_count: number;
}

const whereUsedLimit = 20;

export async function findPartDetails(db: Queryable, partNumbers: readonly string[], langCode: string): Promise<PartDetails[]> {
  const rows = await db.query<PartRow>(
    `select p.part_number, coalesce(own.text, en.text) as description, p.brand,
            (select jsonb_agg(jsonb_build_object('catalogueId', u.catalogue_id, 'pageId', u.page_id,
                    'callOutCode', u.call_out_code, 'quantity', u.quantity))
             from (select * from page_parts pp where pp.part_number = p.part_number
                   order by pp.catalogue_id, pp.page_id limit ${whereUsedLimit}) u) as where_used,
            (select count(*)::int from page_parts pp where pp.part_number = p.part_number) as where_used_count
     from parts p
     left join catalogue_texts own on own.text_id = p.text_id and own.language_code = $2
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     where p.part_number = any($1::text[])
     order by p.part_number`,
    [partNumbers, langCode],
  );
  return rows.map((row) => ({
    partNumber: row.part_number,
    description: row.description,
    brand: row.brand,
    whereUsed: row.where_used ?? [],
    whereUsedCount: row.where_used_count,
  }));
}

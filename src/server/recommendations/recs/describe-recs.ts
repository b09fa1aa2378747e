/**
 * Recommended parts as the service answers them (shell spec, section 3: recs (id, imageUrl,
 * productName)): the English description as the name, since the request carries no locale
 * (the client reads names in the user's language through the product lookup), and the
 * illustration of the first catalogue page that shows the part as the image.
 */
import type { Rec } from '../../../domain/recommendations/recommendation-contracts';
import type { Queryable } from '../../db/database';

export async function describeRecs(db: Queryable, partNumbers: readonly string[]): Promise<Rec[]> {
  if (partNumbers.length === 0) return [];
  return db.query<Rec>(
    `select p.part_number as "id",
            coalesce((select page.image_url
                      from page_parts shown
                      join catalogue_nodes page on page.cat_hie_id = shown.page_id
                      where shown.part_number = p.part_number
                      -- The order of page_parts_part_scope_idx, so the limit ends the scan.
                      order by shown.catalogue_id collate "C", shown.page_id collate "C", shown.line_number
                      limit 1), '') as "imageUrl",
            coalesce(en.text, p.part_number) as "productName"
     from unnest($1::text[]) with ordinality as ranked(part_number, position)
     join parts p on p.part_number = ranked.part_number
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     order by ranked.position`,
    [partNumbers],
  );
}

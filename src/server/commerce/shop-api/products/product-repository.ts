/** Catalogue parts as shop API products: the part number is the id, the description the name. */
import type { Product } from '../../../../domain/recommendations/product-lookup-contracts';
import type { Queryable } from '../../../db/database';

interface ProductRow {
  id: string;
  name: string;
  brand: string;
}

/** The parts among these ids, in the order asked, named in the language (English where it has none). */
export async function findProducts(
  db: Queryable,
  ids: readonly string[],
  language: string,
  currency: string,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `select p.part_number as id, coalesce(own.text, en.text, p.part_number) as name, p.brand
     from unnest($1::text[]) with ordinality as asked(part_number, position)
     join parts p on p.part_number = asked.part_number
     left join catalogue_texts own on own.text_id = p.text_id and own.language_code = $2
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     order by asked.position`,
    [ids, language],
  );
  return rows.map((row) => ({ ...row, currency }));
}

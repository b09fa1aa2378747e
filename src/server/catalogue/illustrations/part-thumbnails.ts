/**
 * Part thumbnails as the catalogue serves them: where each is (the part details answer carries
 * the URL, as a real catalogue service's would) and the SVG drawn from the part's record.
 */
import type { Queryable } from '../../db/database';
import { drawPartThumbnail } from './draw-part-thumbnail';

export const partThumbnailPath = '/catalogue-assets/parts/';

export function partThumbnailUrl(partNumber: string): string {
  return `${partThumbnailPath}${encodeURIComponent(partNumber)}.svg`;
}

/** The part's thumbnail, or undefined when the catalogue has no such part. */
export async function drawPartThumbnailOf(db: Queryable, partNumber: string): Promise<string | undefined> {
  const [part] = await db.query<{ brand: string; description: string }>(
    `select p.brand, coalesce(en.text, '') as description
     from parts p left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     where p.part_number = $1`,
    [partNumber],
  );
  return part === undefined
    ? undefined
    : drawPartThumbnail({ partNumber, brand: part.brand, englishDescription: part.description });
}

/**
 * The parts of a page section (spec section 3, config page part). A part applies when the
 * vehicle has every feature code it requires; without feature codes every part applies.
 */
import type { PagePart } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';

export type { PagePart };

interface PagePartRow {
  call_out_code: string;
  part_number: string;
  description: string;
  quantity: string;
  is_duplicate: boolean;
  section_number: string;
  required_features: string[];
}

export async function findPageParts(
  db: Queryable,
  pageId: string,
  langCode: string,
  featureCodes: readonly string[] | undefined,
): Promise<PagePart[]> {
  const rows = await db.query<PagePartRow>(
    `select pp.call_out_code, pp.part_number, coalesce(own.text, en.text) as description, pp.quantity,
            pp.is_duplicate, pp.section_number, pp.required_features
     from page_parts pp
     join parts p on p.part_number = pp.part_number
     left join catalogue_texts own on own.text_id = p.text_id and own.language_code = $2
     left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     where pp.page_id = $1
     order by pp.line_number`,
    [pageId, langCode],
  );
  const vehicleFeatures = featureCodes === undefined || featureCodes.length === 0 ? undefined : new Set(featureCodes);
  return rows.map((row) => ({
    callOutCode: row.call_out_code,
    partNumber: row.part_number,
    description: row.description,
    quantity: row.quantity,
    applicableInd: vehicleFeatures === undefined || row.required_features.every((code) => vehicleFeatures.has(code)),
    isDuplicate: row.is_duplicate,
    sectionNumber: row.section_number,
    requiredFeatureCodes: row.required_features,
  }));
}

/**
 * The parts of page sections (catalogue spec, section 3, config page part), for many pages at once. A
 * part applies when the vehicle has every feature code it requires; without feature codes
 * every part applies.
 */
import type { PagePart } from '../../../domain/catalogue/catalogue-contracts';
import { preferredTextSql } from '../translated-text';

/**
 * SQL for the parts of the pages matching where (over page_parts pp) as one JSON object: page
 * id -> its parts in line order, all applicable, each described in language $1 or English.
 */
export function partsByPageJsonSql(where: string): string {
  return `(select coalesce(json_object_agg(by_page.page_id, by_page.parts), '{}')
     from (
       select pp.page_id, json_agg(json_build_object(
         'callOutCode', pp.call_out_code,
         'partNumber', pp.part_number,
         'description', d.text,
         'quantity', pp.quantity,
         'applicableInd', true,
         'isDuplicate', pp.is_duplicate,
         'sectionNumber', pp.section_number,
         'requiredFeatureCodes', pp.required_features,
         'descriptionLanguage', d.language_code
       ) order by pp.line_number) as parts
       from page_parts pp
       join lateral (${preferredTextSql('(select p.text_id from parts p where p.part_number = pp.part_number)', '$1')}) d on true
       where ${where}
       group by pp.page_id
     ) by_page)`;
}

export interface VehicleApplicability {
  /** The decoded vehicle's feature codes; absent or empty when browsing by model. */
  featureCodes: readonly string[] | undefined;
  /** false when the section above does not apply to the vehicle: then no part does. */
  parentApplicable: boolean | undefined;
}

export function markApplicableParts(
  parts: readonly PagePart[],
  { featureCodes, parentApplicable }: VehicleApplicability,
): PagePart[] {
  const vehicleFeatures = featureCodes === undefined || featureCodes.length === 0 ? undefined : new Set(featureCodes);
  return parts.map((part) => ({
    ...part,
    applicableInd:
      parentApplicable !== false &&
      (vehicleFeatures === undefined || part.requiredFeatureCodes.every((code) => vehicleFeatures.has(code))),
  }));
}

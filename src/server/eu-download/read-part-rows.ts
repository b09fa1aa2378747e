/**
 * The parts dataset, read in keyset-paged batches: each batch is one statement for the next
 * `batchSize` part lines of a catalogue after the last (page_id, line_number) seen: a range
 * scan of page_parts_catalogue_page_line_idx (migration 019), or, where the planner finds it
 * cheaper for a catalogue of a few thousand lines, a scan of that catalogue's lines and a top-N
 * sort; either way the work of a batch is bounded by one catalogue. The same SQL runs
 * on PGlite and PostgreSQL, holds no cursor or transaction open between batches, and never
 * has more than one batch in memory: the caller asks for the next only when the reply has
 * taken the last.
 */
import { isApplicable } from '../../domain/catalogue/applicability';
import type { PartRow } from '../../domain/eu-download/eu-download-contract';
import type { Queryable } from '../db/database';
import { findReplacements } from '../catalogue/find-replacements';
import { preferredTextSql } from '../catalogue/translated-text';
import { readCatalogueSections } from './catalogue-sections';
import type { DownloadScope } from './resolve-download-scope';

export const partBatchSize = 2_000;

interface PartLine {
  pageId: string;
  lineNumber: number;
  callOutCode: string;
  partNumber: string;
  description: string | null;
  quantity: string;
  features: string[];
  duplicate: boolean;
  unitPrice: string | null;
  currency: string | null;
}

/** One JSON value per batch: PGlite builds objects from it far faster than it parses rows. */
const batchSql = `
  select coalesce(json_agg(json_build_object(
      'pageId', b.page_id,
      'lineNumber', b.line_number,
      'callOutCode', b.call_out_code,
      'partNumber', b.part_number,
      'description', d.text,
      'quantity', b.quantity,
      'features', b.required_features,
      'duplicate', b.is_duplicate,
      'unitPrice', pr.unit_price::text,
      'currency', pr.currency
    ) order by b.page_id, b.line_number), '[]') as lines
  from (
    select pp.* from page_parts pp
    where pp.catalogue_id = $1 and (pp.page_id, pp.line_number) > ($2::text, $3::int)
    order by pp.page_id, pp.line_number
    limit $4
  ) b
  left join lateral (${preferredTextSql('(select p.text_id from parts p where p.part_number = b.part_number)', '$5')}) d on true
  left join part_prices pr on pr.part_number = b.part_number and pr.market = $6`;

export interface PartReadOptions {
  langCode: string;
  market: string;
  batchSize?: number;
}

async function readFeatureTexts(db: Queryable, langCode: string): Promise<Map<string, string>> {
  const rows = await db.query<{ code: string; text: string | null }>(
    `select f.code, d.text from feature_codes f left join lateral (${preferredTextSql('f.text_id', '$1')}) d on true`,
    [langCode],
  );
  return new Map(rows.map((row) => [row.code, row.text ?? row.code]));
}

/** What a part's feature rule means in words: 'All vehicles', or each group's descriptions. */
function applicabilityOf(features: readonly string[], texts: ReadonlyMap<string, string>): string {
  if (features.length === 0) return 'All vehicles';
  return features
    .map((group) =>
      group
        .split('|')
        .map((code) => texts.get(code.trim()) ?? code.trim())
        .join(' or '),
    )
    .join('; ');
}

export async function* readPartRows(
  db: Queryable,
  scope: DownloadScope,
  options: PartReadOptions,
): AsyncGenerator<PartRow[]> {
  const batchSize = options.batchSize ?? partBatchSize;
  const featureTexts = await readFeatureTexts(db, options.langCode);
  const vehicleFeatures = scope.vehicleFeatureCodes;
  for (const catalogueId of scope.catalogueIds) {
    const sections = await readCatalogueSections(db, catalogueId, options.langCode);
    if (sections === undefined) continue;
    const { vehicle } = sections;
    let after: [string, number] = ['', -1];
    for (;;) {
      const [row] = await db.query<{ lines: PartLine[] }>(batchSql, [
        catalogueId,
        after[0],
        after[1],
        batchSize,
        options.langCode,
        options.market,
      ]);
      const lines = row?.lines ?? [];
      const last = lines.at(-1);
      if (last === undefined) break;
      after = [last.pageId, last.lineNumber];
      const replacements = await findReplacements(
        db,
        lines.map((line) => line.partNumber),
        options.langCode,
      );
      const rows = lines.flatMap((line): PartRow[] => {
        const section = sections.pages.get(line.pageId);
        if (section?.excluded === true) return [];
        const replacement = replacements.get(line.partNumber);
        return [
          {
            brand: scope.brand ?? vehicle.parentCategoryTree[0] ?? '',
            catalogueId,
            modelCode: vehicle.c_modelCode,
            modelName: vehicle.c_modelName,
            modelYear: vehicle.c_modelYear,
            sectionPath: section?.sectionPath ?? '',
            pageSectionId: line.pageId,
            pageSectionNumber: section?.sectionNumber ?? '',
            lineNumber: line.lineNumber,
            callOutCode: line.callOutCode,
            partNumber: line.partNumber,
            description: line.description,
            quantity: line.quantity,
            featureCodes: line.features.join(' '),
            applicability: applicabilityOf(line.features, featureTexts),
            applicableToVehicle: vehicleFeatures === null ? null : isApplicable(line.features, vehicleFeatures),
            duplicate: line.duplicate,
            market: options.market,
            currency: line.currency,
            unitPrice: line.unitPrice,
            replacedBy: replacement?.current.map((part) => part.partNumber).join(' ') ?? null,
            supersessionChain: replacement?.chain.join(' > ') ?? null,
          },
        ];
      });
      if (rows.length > 0) yield rows;
      if (lines.length < batchSize) break;
    }
  }
}

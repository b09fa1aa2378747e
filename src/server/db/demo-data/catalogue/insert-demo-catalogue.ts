/**
 * Writes the demo catalogue inside the seed's transaction. Each column travels as one array
 * parameter and unnest() turns the arrays back into rows, in batches, which keeps 130,000
 * page parts to a few dozen statements (row-by-row inserts would take minutes on PGlite).
 */
import type { Queryable } from '../../database';
import { analyzeCatalogueWords } from './analyze-catalogue-words';
import type { DemoCatalogue } from './demo-catalogue-types';

const batchSize = 20_000;

export async function insertDemoCatalogue(tx: Queryable, catalogue: DemoCatalogue): Promise<void> {
  await insertColumns(
    tx,
    'vehicle_models (model_code, brand, model_name, image_url)',
    ['text', 'text', 'text', 'text'],
    [
      catalogue.models.map((model) => model.modelCode),
      catalogue.models.map((model) => model.brand),
      catalogue.models.map((model) => model.modelName),
      catalogue.models.map((model) => model.imageUrl),
    ],
  );
  const { texts, nodes, parts, pageParts } = catalogue;
  await insertColumns(
    tx,
    'catalogue_texts (text_id, language_code, text)',
    ['int', 'text', 'text'],
    [texts.textId, texts.languageCode, texts.text],
  );
  await insertColumns(
    tx,
    `catalogue_nodes (cat_hie_id, node_kind, parent_id, catalogue_id, brand, parent_tree, sort_order, text_id,
       model_code, model_year, section_number, page_ids, image_url)`,
    ['text', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'text', 'int', 'text', 'text', 'text'],
    [
      nodes.catHieId,
      nodes.nodeKind,
      nodes.parentId,
      nodes.catalogueId,
      nodes.brand,
      nodes.parentTree,
      nodes.sortOrder,
      nodes.textId,
      nodes.modelCode,
      nodes.modelYear,
      nodes.sectionNumber,
      nodes.pageIds,
      nodes.imageUrl,
    ],
    { 6: splitList, 12: splitList },
  );
  await insertColumns(
    tx,
    'parts (part_number, search_key, text_id, brand)',
    ['text', 'text', 'int', 'text'],
    [parts.partNumber, parts.searchKey, parts.textId, parts.brand],
  );
  await insertColumns(
    tx,
    `page_parts (page_id, line_number, catalogue_id, call_out_code, part_number, quantity, section_number,
       required_features, is_duplicate)`,
    ['text', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'boolean'],
    [
      pageParts.pageId,
      pageParts.lineNumber,
      pageParts.catalogueId,
      pageParts.callOutCode,
      pageParts.partNumber,
      pageParts.quantity,
      pageParts.sectionNumber,
      pageParts.requiredFeatures,
      pageParts.isDuplicate,
    ],
    { 8: splitList },
  );
  await insertColumns(
    tx,
    'feature_codes (code, family, text_id)',
    ['text', 'text', 'int'],
    [
      catalogue.featureCodes.map((feature) => feature.code),
      catalogue.featureCodes.map((feature) => feature.family),
      catalogue.featureCodes.map((feature) => feature.textId),
    ],
  );
  const { vehicles } = catalogue;
  await insertColumns(
    tx,
    'vehicles (vin, registration_number, registration_key, catalogue_id, market_code, feature_codes)',
    ['text', 'text', 'text', 'text', 'text', 'text'],
    [
      vehicles.map((vehicle) => vehicle.vin),
      vehicles.map((vehicle) => vehicle.registrationNumber),
      vehicles.map((vehicle) => vehicle.registrationNumber?.replaceAll(' ', '') ?? null),
      vehicles.map((vehicle) => vehicle.catalogueId),
      vehicles.map((vehicle) => vehicle.marketCode),
      vehicles.map((vehicle) => vehicle.featureCodes.join('/')),
    ],
    { 6: splitList },
  );
  // A database the tests seed before migration 025 has no table for them: it goes without
  // supersessions, as one seeded before 006 goes without documents (README, "Catalogue").
  if (await hasSupersessionTable(tx)) {
    await insertColumns(
      tx,
      'part_supersessions (part_number, replaced_by)',
      ['text', 'text'],
      [catalogue.supersessions.partNumber, catalogue.supersessions.replacedBy],
    );
    await tx.exec('analyze part_supersessions');
  }
  const { documents } = catalogue;
  await insertColumns(
    tx,
    'catalogue_documents (epc_part_file_ref, catalogue_id, document_type, sort_order, title_text_id, subject_section_id)',
    ['text', 'text', 'text', 'int', 'int', 'text'],
    [
      documents.map((document) => document.epcPartFileRef),
      documents.map((document) => document.catalogueId),
      documents.map((document) => document.type),
      documents.map((document) => document.sortOrder),
      documents.map((document) => document.titleTextId),
      documents.map((document) => document.subjectSectionId),
    ],
  );
  // PGlite runs no autovacuum, so without this the planner never learns the tables' sizes
  // and picks sequential scans and hash joins where an index lookup takes a millisecond.
  await tx.exec(
    'analyze vehicle_models, catalogue_texts, catalogue_nodes, parts, page_parts, feature_codes, vehicles, catalogue_documents',
  );
  await analyzeCatalogueWords(tx);
}

async function hasSupersessionTable(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ present: boolean }>(`select to_regclass('part_supersessions') is not null as present`);
  return row?.present === true;
}

/** Lists travel as '/'-joined text (arrays of arrays cannot be unnested row by row). */
const splitList = (column: string) =>
  `case when ${column} = '' then '{}'::text[] else string_to_array(${column}, '/') end`;

async function insertColumns(
  tx: Queryable,
  target: string,
  types: readonly string[],
  columns: readonly (readonly unknown[])[],
  /** 1-based column number -> expression turning the unnested text into the stored value. */
  transforms: Readonly<Record<number, (column: string) => string>> = {},
): Promise<void> {
  const rowCount = columns[0]?.length ?? 0;
  const names = types.map((_, index) => `c${index + 1}`);
  const select = names.map((name, index) => transforms[index + 1]?.(name) ?? name).join(', ');
  const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
  const sql = `insert into ${target} select ${select} from unnest(${unnest}) as row_values(${names.join(', ')})`;
  for (let start = 0; start < rowCount; start += batchSize) {
    await tx.query(
      sql,
      columns.map((column) => column.slice(start, start + batchSize)),
    );
  }
}

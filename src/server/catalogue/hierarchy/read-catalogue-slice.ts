/**
 * Reads everything one answer needs in a single statement: nodes, page parts and documents,
 * each as JSON. A round trip to PGlite costs about a millisecond of parsing and planning
 * before any work, while a lookup inside the statement that finds nothing costs microseconds,
 * so a statement that also asks for parts of a node that has none is still the cheaper way.
 */
import type { CatalogueDocument, CatalogueNode, PagePart } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { nodesJsonSql } from '../catalogue-node';
import { documentsByCatalogueJsonSql } from '../documents/find-catalogue-documents';
import { findReplacements, withReplacements } from '../find-replacements';
import { partsByPageJsonSql } from '../next-level-hierarchies/find-page-parts';
import { sliceOf, type CatalogueSlice } from './catalogue-slice';

/** SQL conditions over catalogue_nodes n, page_parts pp and catalogue_documents d; $1 is the language. */
export interface SliceConditions {
  nodes: string;
  pageParts: string;
  documents: string;
}

const ancestorsOfTarget =
  'n.cat_hie_id = any((select t.parent_tree from catalogue_nodes t where t.cat_hie_id = $2)::text[])';

/** One level, $2: the node with its ancestors (for the breadcrumb) and children, or a brand's catalogues. */
export const levelConditions: SliceConditions = {
  nodes: `n.cat_hie_id = $2 or n.parent_id = $2 or ${ancestorsOfTarget}`,
  pageParts: 'pp.page_id = $2',
  documents: 'd.catalogue_id = $2',
};

/** The section $2 with its ancestors and everything below it. Never for a brand: that is the brand's every catalogue. */
export const sectionTreeConditions: SliceConditions = {
  nodes: `n.cat_hie_id = $2 or n.parent_tree @> array[$2::text] or ${ancestorsOfTarget}`,
  pageParts:
    'pp.page_id in (select below.cat_hie_id from catalogue_nodes below where below.parent_tree @> array[$2::text])',
  documents: 'd.catalogue_id = $2',
};

interface SliceRow {
  nodes: CatalogueNode[];
  parts: Record<string, PagePart[]>;
  documents: Record<string, CatalogueDocument[]>;
}

export async function readCatalogueSlice(
  db: Queryable,
  conditions: SliceConditions,
  langCode: string,
  catHieId: string,
): Promise<CatalogueSlice> {
  const [row] = await db.query<SliceRow>(
    `select ${nodesJsonSql(conditions.nodes)} as nodes,
            ${partsByPageJsonSql(conditions.pageParts)} as parts,
            ${documentsByCatalogueJsonSql(conditions.documents)} as documents`,
    [langCode, catHieId],
  );
  const partsByPage = Object.entries(row?.parts ?? {});
  // A second statement only when there are parts: most levels (sections above pages) have none.
  const replacements = await findReplacements(
    db,
    partsByPage.flatMap(([, parts]) => parts.map((part) => part.partNumber)),
    langCode,
  );
  return sliceOf(
    row?.nodes ?? [],
    new Map(partsByPage.map(([pageId, parts]) => [pageId, withReplacements(parts, replacements)])),
    new Map(Object.entries(row?.documents ?? {})),
  );
}

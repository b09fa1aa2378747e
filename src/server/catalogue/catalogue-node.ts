/**
 * Catalogue nodes as the catalogue service answers them (spec section 3), read with their
 * description in the caller's language and English where that language has none.
 */
import type { CatalogueNode } from '../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../db/database';

export type { CatalogueNode };

interface NodeRow {
  cat_hie_id: string;
  node_kind: string;
  description: string;
  section_number: string;
  parent_id: string;
  parent_tree: string[];
  page_ids: string[];
  exclude_from_download: boolean;
  note_count: number;
  image_url: string | null;
  model_code: string;
  model_name: string;
  model_year: number;
}

/** Joins for the description of node n in language $lang with English fallback. */
export const nodeSelect = `
  select n.cat_hie_id, n.node_kind, n.section_number, n.parent_id, n.parent_tree, n.page_ids,
         n.exclude_from_download, n.note_count, n.image_url, n.model_code, m.model_name, n.model_year,
         coalesce(own.text, en.text, m.model_name || ' ' || n.model_year) as description
  from catalogue_nodes n
  join vehicle_models m on m.model_code = n.model_code
  left join catalogue_texts own on own.text_id = n.text_id and own.language_code = $1
  left join catalogue_texts en on en.text_id = n.text_id and en.language_code = 'en-GB'`;

export async function findNodes(db: Queryable, where: string, params: readonly unknown[]): Promise<CatalogueNode[]> {
  const rows = await db.query<NodeRow>(`${nodeSelect} where ${where} order by n.sort_order, n.cat_hie_id`, params);
  return rows.map(toCatalogueNode);
}

function toCatalogueNode(row: NodeRow): CatalogueNode {
  return {
    catHieId: row.cat_hie_id,
    description: row.description,
    sectionNumber: row.section_number,
    parentCategoryId: row.parent_id,
    parentCategoryTree: row.parent_tree,
    c_aPageIDs: row.page_ids,
    c_epcExcludeFromDownload: row.exclude_from_download,
    c_epcIsCatFolder: row.node_kind !== 'page',
    c_epcIsVehicleCatalogue: row.node_kind === 'vehicle',
    c_epcNoteCount: row.note_count,
    c_imageURL: row.image_url,
    c_modelCode: row.model_code,
    c_modelName: row.model_name,
    c_modelYear: row.model_year,
  };
}

export function normaliseLangCode(langCode: string | undefined): string {
  if (langCode === undefined) return 'en-GB';
  const [language = 'en', region] = langCode.split('-');
  return region === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${region.toUpperCase()}`;
}

/**
 * Catalogue nodes as the catalogue service answers them (catalogue spec, section 3), read with their
 * description in the caller's language and English where that language has none.
 */
import { brands } from '../../config/sites';
import type { Brand } from '../../domain/brand/brand';
import type { CatalogueNode } from '../../domain/catalogue/catalogue-contracts';
import { preferredTextSql } from './translated-text';

/**
 * SQL for the nodes matching where (over catalogue_nodes n) as one JSON array, in catalogue
 * order, each node built as the catalogue answers it; $1 is the caller's language. JSON,
 * because PGlite turns one JSON value into objects far faster than it parses rows with arrays.
 */
export function nodesJsonSql(where: string): string {
  return `(select coalesce(json_agg(json_build_object(
       'catHieId', n.cat_hie_id,
       'description', coalesce(d.text, m.model_name || ' ' || n.model_year),
       'sectionNumber', n.section_number,
       'parentCategoryId', n.parent_id,
       'parentCategoryTree', n.parent_tree,
       'c_aPageIDs', n.page_ids,
       'c_epcExcludeFromDownload', n.exclude_from_download,
       'c_epcIsCatFolder', n.node_kind <> 'page',
       'c_epcIsVehicleCatalogue', n.node_kind = 'vehicle',
       'c_epcNoteCount', n.note_count,
       'c_imageURL', n.image_url,
       'c_modelCode', n.model_code,
       'c_modelName', m.model_name,
       'c_modelYear', n.model_year
     ) order by n.sort_order, n.cat_hie_id), '[]')
     from catalogue_nodes n
     join vehicle_models m on m.model_code = n.model_code
     -- A vehicle catalogue has no text: its description is its model name and year.
     left join lateral (${preferredTextSql('n.text_id', '$1')}) d on true
     where ${where})`;
}

/** A brand id names the root above its vehicle catalogues, which has no row of its own. */
export function findBrand(catHieId: string): Brand | undefined {
  return brands.find((brand) => brand.siteId === catHieId);
}

/** A page section is the one kind of node that is not a folder: it holds parts, not nodes. */
export const isPageSection = (node: CatalogueNode) => !node.c_epcIsCatFolder;

export function normaliseLangCode(langCode: string | undefined): string {
  if (langCode === undefined) return 'en-GB';
  const [language = 'en', region] = langCode.split('-');
  return region === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${region.toUpperCase()}`;
}

/**
 * Where a page section is, readably (issue 20): its vehicle catalogue, major, minor and page
 * sections from the top down, each with its id and its name in the caller's language (English
 * where that language has none), so search results and where-used lists show a breadcrumb
 * rather than ids. As SQL for a select list: a few primary-key lookups per page.
 */
import { preferredTextSql } from './translated-text';

/** A JSON array of { catHieId, description } for the page whose id is pageIdSql; langParam like '$2'. */
export function pageLocationSql(pageIdSql: string, langParam: string): string {
  return `(select coalesce(json_agg(json_build_object(
         'catHieId', n.cat_hie_id,
         -- A vehicle catalogue has no text: its name is its model name and year.
         'description', coalesce(d.text, m.model_name || ' ' || n.model_year)
       ) order by cardinality(n.parent_tree)), '[]')
     from catalogue_nodes page
     join catalogue_nodes n on n.cat_hie_id = any(page.parent_tree || page.cat_hie_id)
     join vehicle_models m on m.model_code = n.model_code
     left join lateral (${preferredTextSql('n.text_id', langParam)}) d on true
     where page.cat_hie_id = ${pageIdSql})`;
}

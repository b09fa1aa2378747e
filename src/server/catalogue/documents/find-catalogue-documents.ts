/**
 * The document tiles of vehicle catalogues (catalogue spec, section 2), titled in the caller's language
 * and in English where that language has no title.
 */
import { preferredTextSql } from '../translated-text';

/**
 * SQL for the documents matching where (over catalogue_documents d) as one JSON object:
 * catalogue id -> its documents in tile order, titled in language $1 or English.
 */
export function documentsByCatalogueJsonSql(where: string): string {
  return `(select coalesce(json_object_agg(by_catalogue.catalogue_id, by_catalogue.documents), '{}')
     from (
       select d.catalogue_id, json_agg(json_build_object(
         'type', d.document_type,
         'title', title.text,
         'epcPartFileRef', d.epc_part_file_ref
       ) order by d.sort_order) as documents
       from catalogue_documents d
       join lateral (${preferredTextSql('d.title_text_id', '$1')}) title on true
       where ${where}
       group by d.catalogue_id
     ) by_catalogue)`;
}

/**
 * The documents dataset: each catalogue document's metadata and its text, the same words its
 * PDF is drawn from (documents/document-content.ts), so machine-readable and printed agree.
 * Documents are few per catalogue (the four tiles of catalogue spec section 2), read one
 * catalogue at a time and yielded one document at a time.
 */
import type { DocumentRow } from '../../domain/eu-download/eu-download-contract';
import type { Queryable } from '../db/database';
import { documentContent } from '../catalogue/documents/document-content';
import { findDocumentSource } from '../catalogue/documents/find-document-source';
import { documentWordsIn } from '../catalogue/documents/words';
import type { DownloadScope } from './resolve-download-scope';

/** In the language asked for, or in English where it has no document words. */
export async function* readDocumentRows(
  db: Queryable,
  scope: DownloadScope,
  langCode: string,
): AsyncGenerator<DocumentRow[]> {
  const { language, words } = documentWordsIn(langCode);
  for (const catalogueId of scope.catalogueIds) {
    const references = await db.query<{ epc_part_file_ref: string; brand: string }>(
      `select d.epc_part_file_ref, n.brand from catalogue_documents d
       join catalogue_nodes n on n.cat_hie_id = d.catalogue_id
       where d.catalogue_id = $1 order by d.sort_order, d.epc_part_file_ref`,
      [catalogueId],
    );
    for (const reference of references) {
      const source = await findDocumentSource(db, reference.epc_part_file_ref, language);
      if (source === null) continue;
      const text = documentContent(source, words)
        .flatMap((block) => (block.kind === 'rule' ? [] : [block.text]))
        .join('\n');
      yield [
        {
          brand: reference.brand,
          catalogueId,
          modelCode: source.modelCode,
          modelName: source.modelName,
          modelYear: source.modelYear,
          epcPartFileRef: source.epcPartFileRef,
          documentType: source.type,
          title: source.title,
          subjectSection: source.subjectSection,
          text,
        },
      ];
    }
  }
}

/**
 * What a catalogue document's PDF is drawn from: its row, its vehicle catalogue and, for a
 * bulletin, the parts of the section it is about, with their texts in the document's language
 * (English where a text has no translation).
 */
import type { CatalogueDocumentType } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { preferredTextSql } from '../translated-text';

export interface BulletinPart {
  partNumber: string;
  description: string;
}

export interface DocumentSource {
  epcPartFileRef: string;
  type: CatalogueDocumentType;
  title: string;
  modelName: string;
  modelCode: string;
  modelYear: number;
  /** The section a bulletin is about; null for the other types. */
  subjectSection: string | null;
  /** The parts a bulletin lists, in catalogue order; empty for the other types. */
  bulletinParts: BulletinPart[];
}

interface DocumentRow {
  document_type: CatalogueDocumentType;
  title: string;
  model_name: string;
  model_code: string;
  model_year: number;
  subject_section_id: string | null;
  subject_section: string | null;
}

/** Enough items to fill a few pages, as a real bulletin does. */
const bulletinPartLimit = 40;

export async function findDocumentSource(
  db: Queryable,
  epcPartFileRef: string,
  language: string,
): Promise<DocumentSource | null> {
  const [row] = await db.query<DocumentRow>(
    `select d.document_type, title.text as title, m.model_name, m.model_code, n.model_year,
            d.subject_section_id, subject_text.text as subject_section
     from catalogue_documents d
     join catalogue_nodes n on n.cat_hie_id = d.catalogue_id
     join vehicle_models m on m.model_code = n.model_code
     cross join lateral (${preferredTextSql('d.title_text_id', '$2')}) title
     left join catalogue_nodes subject on subject.cat_hie_id = d.subject_section_id
     left join lateral (${preferredTextSql('subject.text_id', '$2')}) subject_text on true
     where d.epc_part_file_ref = $1`,
    [epcPartFileRef, language],
  );
  if (row === undefined) return null;
  const bulletinParts =
    row.subject_section_id === null ? [] : await findSectionParts(db, row.subject_section_id, language);
  return {
    epcPartFileRef,
    type: row.document_type,
    title: row.title,
    modelName: row.model_name,
    modelCode: row.model_code,
    modelYear: row.model_year,
    subjectSection: row.subject_section,
    bulletinParts,
  };
}

function findSectionParts(db: Queryable, sectionId: string, language: string): Promise<BulletinPart[]> {
  return db.query<BulletinPart>(
    `select listed."partNumber", t.text as description
     from (select pp.part_number as "partNumber", p.text_id, min(pp.page_id) as first_page
           from page_parts pp
           join parts p on p.part_number = pp.part_number
           where pp.page_id in (select cat_hie_id from catalogue_nodes where parent_tree @> array[$1::text])
           group by pp.part_number, p.text_id
           order by min(pp.page_id), pp.part_number
           limit ${bulletinPartLimit}) listed
     cross join lateral (${preferredTextSql('listed.text_id', '$2')}) t
     order by listed.first_page, listed."partNumber"`,
    [sectionId, language],
  );
}

/**
 * What a catalogue document's PDF is drawn from: its row, its vehicle catalogue and, for a
 * bulletin, the parts of the section it is about. Read in English, the language of the PDFs.
 */
import type { CatalogueDocumentType } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';

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

export async function findDocumentSource(db: Queryable, epcPartFileRef: string): Promise<DocumentSource | null> {
  const [row] = await db.query<DocumentRow>(
    `select d.document_type, title.text as title, m.model_name, m.model_code, n.model_year,
            d.subject_section_id, subject_text.text as subject_section
     from catalogue_documents d
     join catalogue_nodes n on n.cat_hie_id = d.catalogue_id
     join vehicle_models m on m.model_code = n.model_code
     join catalogue_texts title on title.text_id = d.title_text_id and title.language_code = 'en-GB'
     left join catalogue_nodes subject on subject.cat_hie_id = d.subject_section_id
     left join catalogue_texts subject_text on subject_text.text_id = subject.text_id and subject_text.language_code = 'en-GB'
     where d.epc_part_file_ref = $1`,
    [epcPartFileRef],
  );
  if (row === undefined) return null;
  const bulletinParts = row.subject_section_id === null ? [] : await findSectionParts(db, row.subject_section_id);
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

function findSectionParts(db: Queryable, sectionId: string): Promise<BulletinPart[]> {
  return db.query<BulletinPart>(
    `select pp.part_number as "partNumber", min(t.text) as description
     from page_parts pp
     join parts p on p.part_number = pp.part_number
     join catalogue_texts t on t.text_id = p.text_id and t.language_code = 'en-GB'
     where pp.page_id in (select cat_hie_id from catalogue_nodes where parent_tree @> array[$1::text])
     group by pp.part_number
     order by min(pp.page_id), pp.part_number
     limit ${bulletinPartLimit}`,
    [sectionId],
  );
}

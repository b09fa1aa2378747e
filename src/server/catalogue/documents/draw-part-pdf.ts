/**
 * A catalogue document drawn as a PDF from its row: what POST /getPartPDF sends and what the
 * vehicle download carries, so a document kept on the device is the one the viewer would get.
 */
import type { Queryable } from '../../db/database';
import { renderTextPdf } from '../../pdf/render-text-pdf';
import { documentContent } from './document-content';
import { findDocumentSource } from './find-document-source';
import { documentWordsIn } from './words';

export interface PartPdf {
  pdf: Buffer;
  fileName: string;
}

/** null when there is no such document. In English where the language has no document words. */
export async function drawPartPdf(db: Queryable, epcPartFileRef: string, langCode: string): Promise<PartPdf | null> {
  const { language, words } = documentWordsIn(langCode);
  const source = await findDocumentSource(db, epcPartFileRef, language);
  if (source === null) return null;
  const footer = `${source.title} | ${source.modelName} ${source.modelYear}`;
  const fileName = epcPartFileRef.toLowerCase().endsWith('.pdf') ? epcPartFileRef : `${epcPartFileRef}.pdf`;
  const blocks = documentContent(source, words);
  return { pdf: await renderTextPdf({ title: source.title, language, blocks, footer }), fileName };
}

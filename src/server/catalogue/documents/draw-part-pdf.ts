/**
 * A catalogue document drawn as a PDF from its row: what POST /getPartPDF sends and what the
 * vehicle download carries, so a document kept on the device is the one the viewer would get.
 */
import type { Queryable } from '../../db/database';
import { documentContent } from './document-content';
import { findDocumentSource } from './find-document-source';
import { layoutPdfPages } from './layout-pdf-pages';
import { writePdf } from './pdf-writer';

export interface PartPdf {
  pdf: Buffer;
  fileName: string;
}

/** null when there is no such document. */
export async function drawPartPdf(db: Queryable, epcPartFileRef: string): Promise<PartPdf | null> {
  const source = await findDocumentSource(db, epcPartFileRef);
  if (source === null) return null;
  const footer = `${source.title} | ${source.modelName} ${source.modelYear}`;
  const fileName = epcPartFileRef.toLowerCase().endsWith('.pdf') ? epcPartFileRef : `${epcPartFileRef}.pdf`;
  return { pdf: writePdf({ title: source.title, pages: layoutPdfPages(documentContent(source), footer) }), fileName };
}

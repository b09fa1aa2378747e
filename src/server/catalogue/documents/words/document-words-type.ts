/**
 * The words of the catalogue documents (prefaces, overlay repair guide, bulletins) in one
 * language: what a translator fills in, one file per language of the catalogue spec,
 * section 9. Placeholders in double braces are filled when a document is drawn; a section is
 * a heading and its paragraph. Tuples, so that a translation with a section missing does not
 * compile.
 */
import type { CatalogueDocumentType } from '../../../../domain/catalogue/catalogue-contracts';

export type DocumentSection = readonly [heading: string, paragraph: string];
type FourSections = readonly [DocumentSection, DocumentSection, DocumentSection, DocumentSection];

export interface DocumentWords {
  typeNames: Readonly<Record<CatalogueDocumentType, string>>;
  /** '{{type}}': one of typeNames. */
  documentType: string;
  /** '{{reference}}': the document's epcPartFileRef. */
  reference: string;
  /** '{{vehicle}}' (model name and year), '{{modelCode}}'. */
  commonPreface: FourSections;
  /** '{{vehicle}}', '{{modelCode}}'. */
  mainPreface: FourSections;
  /** '{{vehicle}}'. */
  overlayRepair: FourSections;
  /** '{{section}}' (the major section's name in this language), '{{vehicle}}'. */
  bulletinSummary: DocumentSection;
  /** Stands for {{section}} when a bulletin names none. */
  unnamedSection: string;
  /** An item's heading: '{{number}}', '{{partNumber}}'. */
  bulletinItem: string;
  /** An item's text: '{{description}}' (the part's description), '{{advice}}' (one of bulletinAdvice). */
  bulletinItemText: string;
  bulletinAdvice: readonly [string, string, string, string];
}

/**
 * The document tiles of each demo vehicle catalogue (catalogue spec, section 2): one common
 * preface, main preface and overlay repair guide each, and one or two technical bulletins,
 * each about a major section. Chosen from the catalogue's position alone, never from the
 * seeded random stream, so adding documents left every other demo row as it was.
 */
import type { CatalogueDocumentType } from '../../../../domain/catalogue/catalogue-contracts';
import type { CatalogueTextRegistry } from './catalogue-text-registry';
import type { DemoDocument } from './demo-catalogue-types';
import { majorSections, translated, translatedPattern, type Translations } from './catalogue-vocabulary';

export interface DocumentedCatalogue {
  catalogueId: string;
  /** Position of the catalogue in the demo line-up, from 0. */
  index: number;
}

/** The ref POST /getPartPDF takes: the catalogue id, the type in kebab case and a number. */
const documentRef = (catalogueId: string, type: CatalogueDocumentType, number: number) =>
  `${catalogueId}-${type.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-${number}`;

export function makeDemoDocuments(
  texts: CatalogueTextRegistry,
  catalogues: readonly DocumentedCatalogue[],
): DemoDocument[] {
  return catalogues.flatMap(({ catalogueId, index }) => {
    // Every other catalogue has a second bulletin, so the tiles show both cases.
    const bulletinSections = index % 2 === 0 ? [(index * 3) % 10, (index * 3 + 5) % 10] : [(index * 3) % 10];
    const bulletins = bulletinSections.map((majorIndex, bulletinIndex): Omit<DemoDocument, 'sortOrder'> => ({
      epcPartFileRef: documentRef(catalogueId, 'bulletins', bulletinIndex + 1),
      catalogueId,
      type: 'bulletins',
      titleTextId: texts.idOf(`document:bulletins:${majorIndex}`, () => bulletinTitle(majorIndex)),
      subjectSectionId: `${catalogueId}-m${String(majorIndex + 1).padStart(2, '0')}`,
    }));
    const others = (['commonPreface', 'mainPreface', 'overlayRepair'] as const).map(
      (type): Omit<DemoDocument, 'sortOrder'> => ({
        epcPartFileRef: documentRef(catalogueId, type, 1),
        catalogueId,
        type,
        titleTextId: texts.idOf(`document:${type}`, () => translated((vocabulary) => vocabulary.documentTitles[type])),
        subjectSectionId: null,
      }),
    );
    return [...bulletins, ...others].map((document, sortOrder) => ({ ...document, sortOrder }));
  });
}

/** A bulletin's title, naming the major section it is about. */
export function bulletinTitle(majorIndex: number): Translations {
  const section = majorSections[majorIndex]?.name ?? majorSections[0]!.name;
  return translatedPattern((vocabulary) => vocabulary.bulletinTitle, { section });
}

/**
 * The browsing context a section page leaves behind once its level has loaded (catalogue spec, section 2:
 * "Section pages remember vehicle details, breadcrumb, section ids and descriptions"), built
 * from the level and whatever context was stored before it.
 *
 * What the user told us about the vehicle (the VIN and its feature codes, how the catalogue was
 * entered, a bookmark's features) is kept only while they stay on the same vehicle, that is the
 * same model code and model year; a level of another vehicle starts again as browsing by model.
 * Sections below the level reached are cleared, so going up never leaves a stale page behind.
 */
import type { BrowsingContext, CarDetails, SectionRef } from './browsing-context';
import { catalogueDepth, levelCrumbs } from './catalogue-levels';
import type { BreadcrumbEntry, CatalogueNode } from './catalogue-contracts';

export interface SectionLevel {
  /** The level's own node; null for a brand, which has nothing to remember. */
  node: CatalogueNode | null;
  breadcrumb: readonly BreadcrumbEntry[];
}

export function rememberSection(
  previous: BrowsingContext | null,
  { node, breadcrumb }: SectionLevel,
  showNonApplicable: boolean,
): BrowsingContext | null {
  if (node === null) return null;
  const crumbs = levelCrumbs(node, breadcrumb);
  const depth = node.parentCategoryTree.length;
  const sectionAt = (sectionDepth: number): SectionRef | null => {
    if (depth < sectionDepth) return null;
    const crumb = crumbs.find((candidate) => candidate.depth === sectionDepth);
    if (crumb) return { id: crumb.catHieId, description: crumb.label };
    return sectionDepth === depth ? { id: node.catHieId, description: node.description } : null;
  };
  const majorSection = sectionAt(catalogueDepth.major);
  const minorSection = majorSection && sectionAt(catalogueDepth.minor);
  const pageSection = minorSection && sectionAt(catalogueDepth.page);

  const modelYear = String(node.c_modelYear);
  const previousCar = previous?.carDetails;
  const sameVehicle = previousCar?.modelCode === node.c_modelCode && previousCar.modelYear === modelYear;
  const kept = sameVehicle ? previous : null;
  const carDetails: CarDetails = {
    modelName: node.c_modelName,
    modelYear,
    modelCode: node.c_modelCode,
    // Below the vehicle level a node's image is its own (a page's illustration), not the car's.
    imageUrl: depth === catalogueDepth.vehicle ? node.c_imageURL : (kept?.carDetails?.imageUrl ?? null),
    featureCodes: kept?.carDetails?.featureCodes ?? null,
  };

  return {
    type: kept?.type ?? 'model',
    vin: kept?.vin ?? null,
    isSharedCatalogue: kept?.isSharedCatalogue ?? false,
    breadcrumb: crumbs.map(({ label, path }) => ({ label, path })),
    carDetails,
    majorSection,
    minorSection,
    pageSection,
    pageData:
      depth === catalogueDepth.page
        ? { catHieId: node.catHieId, sectionNumber: node.sectionNumber, illustrationUrl: node.c_imageURL }
        : null,
    showNonApplicable,
    bookmarkFeatures: kept?.bookmarkFeatures ?? null,
  };
}

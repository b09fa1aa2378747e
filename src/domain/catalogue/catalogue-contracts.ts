/**
 * What the catalogue service answers (catalogue spec, sections 3 and 7), shared by the
 * server that builds the answers and the app that reads them.
 */
import type { PartReplacement } from './supersession';

export interface CatalogueNode {
  catHieId: string;
  description: string;
  sectionNumber: string;
  parentCategoryId: string;
  parentCategoryTree: string[];
  c_aPageIDs: string[];
  c_epcExcludeFromDownload: boolean;
  c_epcIsCatFolder: boolean;
  c_epcIsVehicleCatalogue: boolean;
  c_epcNoteCount: number;
  c_imageURL: string | null;
  c_modelCode: string;
  c_modelName: string;
  c_modelYear: number;
}

/** One row of a page section's parts list (catalogue spec, section 3, config page part). */
export interface PagePart {
  callOutCode: string;
  partNumber: string;
  description: string;
  /** A number, or 'A/R' (as required). */
  quantity: string;
  applicableInd: boolean;
  isDuplicate: boolean;
  sectionNumber: string;
  requiredFeatureCodes: string[];
  /** The language the description is in: the caller's, or en-GB when it has no translation. */
  descriptionLanguage: string;
  /** Added (issue 20): present when the part is superseded, where its chain ends. */
  replacedBy?: PartReplacement;
}

export interface BreadcrumbEntry {
  catHieId: string;
  description: string;
}

/** responseObject of nextLevelHierarchies. */
export interface Hierarchy {
  /** The requested node; null when it is a brand. */
  node: CatalogueNode | null;
  breadcrumb: BreadcrumbEntry[];
  children: CatalogueNode[];
  /** Filled for a page section only. */
  parts: PagePart[];
  /** The vehicle's document tiles; filled for a vehicle catalogue node only. */
  documents: CatalogueDocument[];
}

/** The document tiles of a vehicle catalogue (catalogue spec, section 2). */
export const catalogueDocumentTypes = ['bulletins', 'commonPreface', 'mainPreface', 'overlayRepair'] as const;
export type CatalogueDocumentType = (typeof catalogueDocumentTypes)[number];

export interface CatalogueDocument {
  type: CatalogueDocumentType;
  /** In the caller's language, English when it has no translation. */
  title: string;
  /** What POST /getPartPDF takes to answer the PDF. */
  epcPartFileRef: string;
}

/**
 * responseObject of POST /catalogue/api/v1/sectionBundle: a section and everything under it,
 * each level exactly as nextLevelHierarchies answers it for no vehicle (every part applicable,
 * breadcrumb included), so the app can keep a whole vehicle on the device.
 */
export interface SectionBundle {
  catHieId: string;
  langCode: string;
  /** The section itself first, then every descendant, parents before children. */
  hierarchies: Hierarchy[];
}

export interface FeatureCode {
  code: string;
  description: string;
}

/** responseObject of POST /catalogue/api/v1/vehicleConfig/vinDecode (catalogue spec, section 7). */
export interface DecodedVehicle {
  vin: string;
  registrationNumber: string | null;
  modelName: string;
  modelYear: number;
  modelCode: string;
  /** The brand, which is also the site id of its catalogue. */
  brand: string;
  catHieId: string;
  market: string;
  featureCodes: FeatureCode[];
  /** False where the vehicle's market does not use the ISO 3779 check digit and it does not match. */
  checkDigitValid: boolean;
}

/** What POST /catalogue/api/v1/search looks in: part numbers, or descriptions. */
export const searchCategories = ['partNumber', 'description'] as const;
export type SearchCategory = (typeof searchCategories)[number];

export function isSearchCategory(value: string): value is SearchCategory {
  return (searchCategories as readonly string[]).includes(value);
}

/** One result of POST /catalogue/api/v1/search, and of a search over the pages kept offline. */
export interface CatalogueSearchResult {
  partNumber: string;
  description: string;
  matchType: 'exactPartNumber' | 'partNumber' | 'description';
  catalogueId: string;
  majorId: string;
  minorId: string;
  pageId: string;
  callOutCode: string;
  /**
   * Ours, not the spec's (docs/decisions.md): the vehicle catalogue, major, minor and page
   * section of pageId, top down, named in the caller's language. Absent from answers the
   * device kept from before the service sent it.
   */
  location?: BreadcrumbEntry[];
  /** Added (issue 20): present when the part is superseded, where its chain ends. */
  replacedBy?: PartReplacement;
}

/** A superseded part number searched for, with where its chain ends (issue 20). */
export interface ReplacedPartNotice {
  partNumber: string;
  replacedBy: PartReplacement;
}

/**
 * The responseObject of POST /catalogue/api/v1/search. suggestion and replacedPart are ours,
 * not the spec's (docs/decisions.md): when a description search found nothing, a term that
 * finds parts; when the term is a superseded part's number (even one no page shows any more),
 * that part and where its chain ends.
 */
export interface CatalogueSearchReply {
  results: CatalogueSearchResult[];
  suggestion?: string;
  replacedPart?: ReplacedPartNotice;
}

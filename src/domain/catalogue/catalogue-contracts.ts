/**
 * What the catalogue service answers (catalogue spec, sections 3 and 7), shared by the
 * server that builds the answers and the app that reads them.
 */

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

/** One row of a page section's parts list (spec section 3, config page part). */
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
}

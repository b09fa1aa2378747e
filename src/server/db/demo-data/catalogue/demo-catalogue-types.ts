/**
 * The demo catalogue as columns, one array per table column: a million page-part rows as
 * objects would cost far more memory, and the seed sends each column as one array.
 */
import type { CatalogueDocumentType } from '../../../../domain/catalogue/catalogue-contracts';

export interface DemoModel {
  modelCode: string;
  brand: 'arden' | 'corvid';
  modelName: string;
  modelYears: number[];
}

export interface CatalogueTextColumns {
  textId: number[];
  languageCode: string[];
  text: string[];
}

export interface CatalogueNodeColumns {
  catHieId: string[];
  nodeKind: ('vehicle' | 'major' | 'minor' | 'page')[];
  parentId: string[];
  catalogueId: string[];
  brand: string[];
  /** Ids from the brand down to the parent, joined with '/' (ids never contain one). */
  parentTree: string[];
  sortOrder: number[];
  textId: (number | null)[];
  modelCode: string[];
  modelYear: number[];
  sectionNumber: string[];
  /** Joined with '/'. */
  pageIds: string[];
  imageUrl: (string | null)[];
}

export interface PartColumns {
  partNumber: string[];
  searchKey: string[];
  textId: number[];
  brand: string[];
}

export interface PagePartColumns {
  pageId: string[];
  lineNumber: number[];
  catalogueId: string[];
  callOutCode: string[];
  partNumber: string[];
  quantity: string[];
  sectionNumber: string[];
  /** Feature codes joined with '/'; empty when the part fits every vehicle. */
  requiredFeatures: string[];
  isDuplicate: boolean[];
}

/** Steps of replacement chains (issue 20): a part and a part that replaces it directly. */
export interface SupersessionColumns {
  partNumber: string[];
  replacedBy: string[];
}

export interface DemoFeatureCode {
  code: string;
  family: string;
  textId: number;
}

export interface DemoVehicle {
  vin: string;
  registrationNumber: string | null;
  catalogueId: string;
  marketCode: string;
  featureCodes: string[];
}

/** A document tile of a vehicle catalogue; its PDF is drawn from this row on request. */
export interface DemoDocument {
  epcPartFileRef: string;
  catalogueId: string;
  type: CatalogueDocumentType;
  /** The tiles' order within the catalogue. */
  sortOrder: number;
  titleTextId: number;
  /** The major section a bulletin is about; null for the other types. */
  subjectSectionId: string | null;
}

export interface DemoCatalogue {
  models: (Omit<DemoModel, 'modelYears'> & { imageUrl: string })[];
  texts: CatalogueTextColumns;
  nodes: CatalogueNodeColumns;
  parts: PartColumns;
  pageParts: PagePartColumns;
  featureCodes: DemoFeatureCode[];
  vehicles: DemoVehicle[];
  documents: DemoDocument[];
  supersessions: SupersessionColumns;
}

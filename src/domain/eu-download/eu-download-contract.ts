/**
 * The Data Download Platform at /eu-legislation (catalogue spec, sections 2 and 3; Regulation
 * (EU) 2018/858 Art. 61: independent operators get repair and maintenance information in a
 * machine-readable form). What the server answers and the app reads: the scopes a user can
 * download, the datasets and formats, the columns of each dataset, and the history entries
 * (EuDownloadHistory). docs/eu-download.md describes them for people.
 */

export const euDownloadApiPrefix = '/eu-download/api/v1';

export const downloadDatasets = ['parts', 'documents'] as const;
export type DownloadDataset = (typeof downloadDatasets)[number];

export const downloadFormats = ['csv', 'json', 'xml'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export const downloadContentTypes: Readonly<Record<DownloadFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** What a download covers: a whole brand, one vehicle catalogue (model and year), or a VIN's catalogue. */
export type DownloadScopeKind = 'brand' | 'model' | 'vin';

/** The reply header with the number of rows the download will hold, for the progress bar. */
export const expectedRowsHeader = 'x-epc-expected-rows';

/**
 * The columns of the parts dataset, in order: one row per part line of every page section.
 * replacedBy and supersessionChain (issue 20) say where a superseded part's chain ends and
 * every number on the way; both null for a current part.
 */
export const partColumns = [
  'brand',
  'catalogueId',
  'modelCode',
  'modelName',
  'modelYear',
  'sectionPath',
  'pageSectionId',
  'pageSectionNumber',
  'lineNumber',
  'callOutCode',
  'partNumber',
  'description',
  'quantity',
  'featureCodes',
  'applicability',
  'applicableToVehicle',
  'duplicate',
  'market',
  'currency',
  'unitPrice',
  'replacedBy',
  'supersessionChain',
] as const;

export type PartColumn = (typeof partColumns)[number];

/** One part line; null where there is nothing to say (no price in the market, no VIN given). */
export type PartRow = Record<PartColumn, string | number | boolean | null>;

/** The columns of the documents dataset: one row per catalogue document. */
export const documentColumns = [
  'brand',
  'catalogueId',
  'modelCode',
  'modelName',
  'modelYear',
  'epcPartFileRef',
  'documentType',
  'title',
  'subjectSection',
  'text',
] as const;

export type DocumentColumn = (typeof documentColumns)[number];
export type DocumentRow = Record<DocumentColumn, string | number | null>;

export interface DownloadModel {
  catHieId: string;
  modelCode: string;
  modelName: string;
  modelYear: number;
}

export interface DownloadBrand {
  id: string;
  name: string;
  models: DownloadModel[];
}

/** GET {prefix}/brands */
export interface DownloadOffer {
  brands: DownloadBrand[];
}

/** GET {prefix}/vehicles/:vin: the vehicle catalogue a VIN downloads. */
export interface DownloadVehicle extends DownloadModel {
  vin: string;
  brand: string;
}

/** One download as EuDownloadHistory keeps it. */
export interface DownloadHistoryEntry {
  id: number;
  /** ISO date-time the download started. */
  at: string;
  scopeKind: DownloadScopeKind;
  /** Brand id, catalogue id or VIN. */
  scopeId: string;
  /** What a person calls the scope: 'Arden', 'Arden SB21 2024', 'VIN … (Arden SB21 2024)'. */
  scopeLabel: string;
  dataset: DownloadDataset;
  format: DownloadFormat;
  rows: number;
  /** Bytes sent (before any transfer compression). */
  bytes: number;
  /** false when the download was cut off or cancelled before its end. */
  completed: boolean;
  billable: boolean;
}

/** GET {prefix}/history?offset&limit, newest first. */
export interface DownloadHistoryPage {
  total: number;
  offset: number;
  limit: number;
  entries: DownloadHistoryEntry[];
}

/**
 * POST /catalogue/api/v1/vehicleDownload: a whole vehicle catalogue in one streamed answer,
 * one JSON record per line (NDJSON). A header first, then the numbered records in a fixed
 * order (levels in chunks, then every page illustration, then every document), then an end
 * record. `?from=N` skips the first N numbered records, so a download cut part way continues
 * where it stopped; the header's totals are the whole vehicle's either way, which lets the
 * app check it resumes the same download.
 */
import type { Hierarchy } from './catalogue-contracts';

export const vehicleDownloadContentType = 'application/x-ndjson; charset=utf-8';

export interface VehicleDownloadHeader {
  type: 'header';
  catHieId: string;
  langCode: string;
  modelName: string;
  modelYear: number;
  /** Page sections among the levels. */
  pageCount: number;
  /** Numbered records of the whole vehicle. */
  records: number;
  /** UTF-8 bytes of every numbered record line, newline included, before compression. */
  bytes: number;
  /** The first record this answer carries. */
  from: number;
}

/** Levels, each exactly as nextLevelHierarchies answers it for no vehicle. */
export interface LevelsRecord {
  type: 'levels';
  n: number;
  hierarchies: Hierarchy[];
}

/** A page illustration, under the URL the page's c_imageURL names. */
export interface IllustrationRecord {
  type: 'illustration';
  n: number;
  url: string;
  contentType: string;
  svg: string;
}

/** A document of the vehicle, as POST /getPartPDF answers it, base64-encoded. */
export interface DocumentRecord {
  type: 'document';
  n: number;
  epcPartFileRef: string;
  contentType: string;
  base64: string;
}

export type VehicleDownloadRecord = LevelsRecord | IllustrationRecord | DocumentRecord;

export interface VehicleDownloadEnd {
  type: 'end';
  records: number;
}

export type VehicleDownloadLine = VehicleDownloadHeader | VehicleDownloadRecord | VehicleDownloadEnd;

/**
 * The Data Download Platform's server (docs/eu-download.md): what can be downloaded, a VIN's
 * vehicle catalogue, the user's download history, and the download itself, read as it streams
 * so the page can show rows and bytes as they arrive and cancel at any moment. Downloads need
 * a network: nothing here is cached by the service worker (the server answers no-store).
 */
import {
  euDownloadApiPrefix,
  expectedRowsHeader,
  type DownloadDataset,
  type DownloadFormat,
  type DownloadHistoryPage,
  type DownloadOffer,
  type DownloadVehicle,
} from '../../../domain/eu-download/eu-download-contract';
import { authorisedServiceClient } from '../authorised-client';

const euDownloadApi = authorisedServiceClient(`${euDownloadApiPrefix}/`);

export function fetchDownloadOffer(): Promise<DownloadOffer> {
  return euDownloadApi.get('brands').json<DownloadOffer>();
}

export function findDownloadVehicle(vin: string): Promise<DownloadVehicle> {
  return euDownloadApi.get(`vehicles/${encodeURIComponent(vin)}`).json<DownloadVehicle>();
}

export function fetchDownloadHistory(offset: number, limit: number): Promise<DownloadHistoryPage> {
  return euDownloadApi
    .get('history', { searchParams: { offset: String(offset), limit: String(limit) } })
    .json<DownloadHistoryPage>();
}

export type DownloadScopeChoice = { brand: string } | { catHieId: string } | { vin: string };

export interface DatasetRequest {
  scope: DownloadScopeChoice;
  dataset: DownloadDataset;
  format: DownloadFormat;
}

export interface DownloadProgress {
  /** Rows received so far (counted by line, so a guide only). */
  rows: number;
  bytes: number;
  /** What the server said to expect; undefined when it did not say. */
  expectedRows: number | undefined;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  bytes: number;
}

const fileNameIn = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Lines that end a row: every row of the three formats ends a line, as do a header or wrapper line or two. */
function countLineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 10) count += 1;
  return count;
}

/** Rows that are not data: CSV's header line, JSON's '[' line, XML's declaration and root lines. */
const wrapperLines: Readonly<Record<DownloadFormat, number>> = { csv: 1, json: 1, xml: 2 };

/**
 * Downloads a dataset, calling onProgress as chunks arrive. Rejects with an HTTPError (its
 * problem detail via problemOf) when the server refuses, and with an AbortError when signal
 * aborts, which also stops the server's stream.
 */
export async function downloadDataset(
  request: DatasetRequest,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
): Promise<DownloadedFile> {
  const searchParams = new URLSearchParams({
    ...request.scope,
    dataset: request.dataset,
    format: request.format,
  });
  // No timeout: a whole brand takes minutes, and the user can cancel.
  const response = await euDownloadApi.get('download', { searchParams, signal, timeout: false });
  const expected = Number(response.headers.get(expectedRowsHeader));
  const expectedRows = Number.isFinite(expected) && response.headers.has(expectedRowsHeader) ? expected : undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    bytes += read.value.byteLength;
    lines += countLineEnds(read.value);
    const rows = Math.max(0, lines - wrapperLines[request.format]);
    onProgress({ rows: expectedRows === undefined ? rows : Math.min(rows, expectedRows), bytes, expectedRows });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameIn(response.headers.get('content-disposition'), `eu-${request.dataset}.${request.format}`),
    bytes,
  };
}

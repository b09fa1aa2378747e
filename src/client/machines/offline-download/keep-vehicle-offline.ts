/**
 * Makes a vehicle available offline from one streamed download (POST vehicleDownload): levels,
 * illustrations and documents arrive as numbered records and are stored in batches as they
 * arrive, each batch with the download's cursor. A cut leaves what was stored and the cursor,
 * and the next run asks the server to go on from there (`from`); a cancel or a refusal
 * removes everything (removeKeptDownload). Progress is counted in the download's bytes.
 */
import type { Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import type {
  VehicleDownloadHeader,
  VehicleDownloadLine,
  VehicleDownloadRecord,
} from '../../../domain/catalogue/vehicle-download-contract';
import type { VehicleDownloadLines, VehicleDownloadQuery } from '../../api/catalogue/vehicle-download';
import { offlineKey, type OfflineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import {
  completeVehicle,
  findUnfinishedDownload,
  removeVehicle,
  saveDownloadBatch,
  startVehicle,
  type DownloadBatch,
} from '../../store/offline-catalogue/offline-vehicles';
import { estimateSecondsLeft } from './estimate-seconds-left';

export type VehicleRequest = VehicleDownloadQuery;

export interface KeepVehicleDependencies {
  db: OfflineCatalogueDb;
  openDownload: (query: VehicleRequest, from: number, signal: AbortSignal) => Promise<VehicleDownloadLines>;
  /** The key a document is stored under (the same one the document viewer looks up). */
  documentKey: (epcPartFileRef: string) => string;
  now: () => Date;
  /** Bytes of records stored per transaction; tests use small ones. */
  batchBytes?: number;
}

export interface KeepProgress {
  receivedBytes: number;
  totalBytes: number;
  /** From the rate measured in this run; null until there is enough to measure. */
  secondsLeft: number | null;
}

export interface KeptVehicleTotals {
  pageCount: number;
  bytes: number;
}

/** A cut download: the server's answer ended before its end record. Taken as a network failure. */
export class DownloadCutError extends TypeError {
  constructor() {
    super('The vehicle download ended before its last record');
    this.name = 'DownloadCutError';
  }
}

/**
 * Whether a failure is the network's (fetch and a broken stream reject with a TypeError, ky's
 * timeout with a TimeoutError), so the download pauses rather than fails. By name rather than
 * through http-client, which this module and its tests need not load.
 */
export function isCut(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/** Big enough that IndexedDB is not asked for a transaction per record, small enough that a cut loses little. */
const defaultBatchBytes = 128 * 1024;

/** Runs by vehicle key: a run starts, and a removal happens, only once the one before has stopped writing. */
const runs = new Map<string, Promise<unknown>>();

function serialised<Result>(vehicleKey: string, work: () => Promise<Result>): Promise<Result> {
  const before = runs.get(vehicleKey) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  runs.set(vehicleKey, run);
  const forget = () => {
    if (runs.get(vehicleKey) === run) runs.delete(vehicleKey);
  };
  run.then(forget, forget);
  return run;
}

/**
 * Downloads the vehicle, from where an earlier run stopped when `resume` is set and there is
 * such a run, else from the start. Rejects on a cut (a network failure, what was stored stays)
 * or a refusal (the server's error, nothing stays).
 */
export function keepVehicleOffline(
  request: VehicleRequest,
  deps: KeepVehicleDependencies,
  options: { signal: AbortSignal; onProgress: (progress: KeepProgress) => void; resume: boolean },
): Promise<KeptVehicleTotals> {
  return serialised(offlineKey(request.langCode, request.catHieId), () => download(request, deps, options));
}

/** Removes what a download stored, once any run of it has stopped. */
export function removeKeptDownload(db: OfflineCatalogueDb, request: VehicleRequest): Promise<void> {
  const key = offlineKey(request.langCode, request.catHieId);
  return serialised(key, () => removeVehicle(db, key));
}

async function download(
  request: VehicleRequest,
  deps: KeepVehicleDependencies,
  {
    signal,
    onProgress,
    resume,
  }: { signal: AbortSignal; onProgress: (progress: KeepProgress) => void; resume: boolean },
): Promise<KeptVehicleTotals> {
  const key = offlineKey(request.langCode, request.catHieId);
  const unfinished = resume ? await findUnfinishedDownload(deps.db, key) : undefined;
  const cursor = {
    nextRecord: unfinished?.download.nextRecord ?? 0,
    receivedBytes: unfinished?.download.receivedBytes ?? 0,
  };
  const lines = await deps.openDownload(request, cursor.nextRecord, signal);

  const header = await nextLine(lines);
  if (header?.type !== 'header' || header.from !== cursor.nextRecord)
    throw new Error('The vehicle download did not start with its header');
  if (
    unfinished !== undefined &&
    (header.records !== unfinished.download.records || header.bytes !== unfinished.download.totalBytes)
  ) {
    // The catalogue changed since the first part was stored: what is stored would not fit the rest.
    await lines.return(undefined);
    return download(request, deps, { signal, onProgress, resume: false });
  }
  if (cursor.nextRecord === 0) await startVehicle(deps.db, vehicleOf(request, header), header, deps.now());

  const startedAt = deps.now().getTime();
  const startedBytes = cursor.receivedBytes;
  const report = () =>
    onProgress({
      receivedBytes: cursor.receivedBytes,
      totalBytes: header.bytes,
      secondsLeft: estimateSecondsLeft({
        doneBytes: cursor.receivedBytes - startedBytes,
        leftBytes: header.bytes - cursor.receivedBytes,
        elapsedMs: deps.now().getTime() - startedAt,
      }),
    });
  report();

  let batch = emptyBatch(cursor);
  let pendingBytes = 0;
  const store = async () => {
    if (batch.cursor.nextRecord === cursor.nextRecord) return;
    signal.throwIfAborted();
    await saveDownloadBatch(deps.db, key, request.langCode, batch);
    cursor.nextRecord = batch.cursor.nextRecord;
    cursor.receivedBytes = batch.cursor.receivedBytes;
    batch = emptyBatch(cursor);
    pendingBytes = 0;
    report();
  };

  const batchBytes = deps.batchBytes ?? defaultBatchBytes;
  try {
    for await (const { line, bytes } of lines) {
      if (line.type === 'end') {
        if (line.records !== batch.cursor.nextRecord) throw new Error('The vehicle download ended at the wrong record');
        await store();
        const kept = await completeVehicle(deps.db, key, deps.now());
        return { pageCount: kept?.pageCount ?? header.pageCount, bytes: kept?.bytes ?? 0 };
      }
      if (line.type === 'header' || line.n !== batch.cursor.nextRecord)
        throw new Error('The vehicle download sent a record out of order');
      addRecord(batch, line, deps.documentKey);
      batch.cursor = { nextRecord: line.n + 1, receivedBytes: batch.cursor.receivedBytes + bytes };
      pendingBytes += bytes;
      if (pendingBytes >= batchBytes) await store();
    }
  } catch (error) {
    // Cut by the network: keep the records that arrived whole, the next run asks for the rest.
    if (!signal.aborted && isCut(error)) await store();
    throw error;
  }
  await store();
  throw new DownloadCutError();
}

async function nextLine(lines: VehicleDownloadLines): Promise<VehicleDownloadLine | undefined> {
  const first = await lines.next();
  return first.done === true ? undefined : first.value.line;
}

function vehicleOf(request: VehicleRequest, header: VehicleDownloadHeader) {
  return {
    catHieId: request.catHieId,
    langCode: request.langCode,
    marketCode: request.marketCode,
    modelName: header.modelName,
    modelYear: header.modelYear,
    pageCount: header.pageCount,
  };
}

function emptyBatch(cursor: DownloadBatch['cursor']): DownloadBatch {
  return { levels: [] as Hierarchy[], assets: [], cursor: { ...cursor } };
}

function addRecord(
  batch: DownloadBatch,
  record: VehicleDownloadRecord,
  documentKey: (epcPartFileRef: string) => string,
): void {
  switch (record.type) {
    case 'levels':
      batch.levels.push(...record.hierarchies);
      return;
    case 'illustration':
      batch.assets.push({ url: record.url, body: new Blob([record.svg], { type: record.contentType }) });
      return;
    case 'document':
      batch.assets.push({
        url: documentKey(record.epcPartFileRef),
        body: new Blob([base64Bytes(record.base64)], { type: record.contentType }),
      });
  }
}

function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

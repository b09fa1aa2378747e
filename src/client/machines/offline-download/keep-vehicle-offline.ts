/**
 * Makes a vehicle available offline: every level of its catalogue (one bundle per major
 * section), every page illustration and every document, stored on the device. Progress is
 * counted in files; cancelling or failing removes whatever was stored, so a vehicle is either
 * kept whole or not at all.
 */
import type { CatalogueDocument, Hierarchy, SectionBundle } from '../../../domain/catalogue/catalogue-contracts';
import type { SectionBundleQuery } from '../../api/catalogue/section-bundle';
import type { OfflineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import { completeVehicle, removeVehicle, saveAsset, saveLevels, startVehicle } from '../../store/offline-catalogue/offline-vehicles';

export interface VehicleRequest {
  catHieId: string;
  langCode: string;
  marketCode: string;
}

export interface KeepVehicleDependencies {
  db: OfflineCatalogueDb;
  fetchVehicle: (query: VehicleRequest) => Promise<Hierarchy>;
  fetchBundle: (query: SectionBundleQuery, signal: AbortSignal) => Promise<SectionBundle>;
  fetchIllustration: (url: string, signal: AbortSignal) => Promise<Blob>;
  fetchDocument: (epcPartFileRef: string, signal: AbortSignal) => Promise<Blob>;
  /** The key a document is stored under (the same one the document viewer looks up). */
  documentKey: (epcPartFileRef: string) => string;
  now: () => Date;
}

export interface KeepProgress {
  done: number;
  total: number;
  bytes: number;
}

export interface KeptVehicleTotals {
  pageCount: number;
  bytes: number;
}

const parallelDownloads = 4;

export async function keepVehicleOffline(
  request: VehicleRequest,
  deps: KeepVehicleDependencies,
  options: { signal: AbortSignal; onProgress: (progress: KeepProgress) => void },
): Promise<KeptVehicleTotals> {
  const { signal, onProgress } = options;
  const vehicle = await deps.fetchVehicle(request);
  signal.throwIfAborted();
  const node = vehicle.node;
  if (node === null || !node.c_epcIsVehicleCatalogue) throw new Error(`${request.catHieId} is not a vehicle catalogue`);
  const key = await startVehicle(deps.db, { catHieId: node.catHieId, langCode: request.langCode, modelName: node.c_modelName, modelYear: node.c_modelYear }, deps.now());
  const progress: KeepProgress = { done: 0, total: 1 + vehicle.children.length + vehicle.documents.length, bytes: 0 };
  const step = (bytes: number) => {
    progress.done += 1;
    progress.bytes += bytes;
    onProgress({ ...progress });
  };

  try {
    step(await saveLevels(deps.db, key, request.langCode, [vehicle]));
    const pages: Hierarchy[] = [];
    for (const major of vehicle.children) {
      if (major.c_epcExcludeFromDownload) {
        step(0);
        continue;
      }
      const bundle = await deps.fetchBundle({ ...request, catHieId: major.catHieId }, signal);
      const bundlePages = bundle.hierarchies.filter((level) => level.node !== null && !level.node.c_epcIsCatFolder);
      progress.total += bundlePages.filter((page) => page.node?.c_imageURL).length;
      pages.push(...bundlePages);
      step(await saveLevels(deps.db, key, request.langCode, bundle.hierarchies));
    }
    const files: Download[] = [
      ...new Set(pages.flatMap((page) => (page.node?.c_imageURL ? [page.node.c_imageURL] : []))),
    ].map((url) => (stop) => deps.fetchIllustration(url, stop).then((body) => saveAsset(deps.db, key, url, body)));
    files.push(...vehicle.documents.map((document: CatalogueDocument): Download => (stop) =>
      deps.fetchDocument(document.epcPartFileRef, stop).then((body) => saveAsset(deps.db, key, deps.documentKey(document.epcPartFileRef), body))));
    await runLimited(files, parallelDownloads, signal, step);
    const totals = { pageCount: pages.length, bytes: progress.bytes };
    await completeVehicle(deps.db, key, totals, deps.now());
    return totals;
  } catch (error) {
    await removeVehicle(deps.db, key);
    throw error;
  }
}

/** One file to fetch and store, answering the bytes stored; it stops when `stop` aborts. */
type Download = (stop: AbortSignal) => Promise<number>;

/**
 * Runs the downloads, at most `limit` at a time, stopping at the first failure or on abort:
 * a failure aborts the downloads still running, since the vehicle will not be kept. It
 * settles only when none is still running, so nothing is stored after the caller cleans up.
 */
async function runLimited(downloads: Download[], limit: number, signal: AbortSignal, onDone: (bytes: number) => void): Promise<void> {
  // Aborted by the caller or by the first failure. Linked by hand: AbortSignal.any is newer
  // than the browsers the build targets (es2022 reaches Safari 15.4; any() came in 17.4).
  const stopping = new AbortController();
  const stop = stopping.signal;
  const forwardAbort = () => stopping.abort(signal.reason);
  if (signal.aborted) forwardAbort();
  else signal.addEventListener('abort', forwardAbort, { once: true });
  let next = 0;
  let firstFailure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < downloads.length && !stop.aborted) {
      const download = downloads[next];
      next += 1;
      try {
        if (download) onDone(await download(stop));
      } catch (error) {
        // The downloads this failure aborts fail too; the first failure is the one to report.
        firstFailure ??= { error };
        stopping.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, downloads.length) }, worker));
  signal.removeEventListener('abort', forwardAbort);
  if (firstFailure !== undefined) throw firstFailure.error;
  signal.throwIfAborted();
}

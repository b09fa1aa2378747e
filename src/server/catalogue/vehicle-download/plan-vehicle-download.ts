/**
 * Everything a vehicle kept offline holds, as the numbered lines of one download, in a fixed
 * order: levels in chunks, then page illustrations, then documents. Built whole before the
 * first byte goes out (one statement for the levels, one for the illustrations, a few PDFs):
 * the exact totals let the app show progress by bytes, and a resume at record N gets the
 * same records as the first try, because the order depends on the catalogue only.
 */
import type { Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import type { VehicleDownloadHeader, VehicleDownloadRecord } from '../../../domain/catalogue/vehicle-download-contract';
import type { Queryable } from '../../db/database';
import { isPageSection } from '../catalogue-node';
import { drawPartPdf } from '../documents/draw-part-pdf';
import { drawPageIllustrations } from '../illustrations/page-illustrations';
import { findSectionBundle } from '../section-bundle/find-section-bundle';

/** Small enough that a cut loses little, big enough that records are not mostly overhead. */
const levelsPerRecord = 20;
/** Illustrations this catalogue serves itself; one hosted elsewhere is not part of a download. */
const ownIllustration = /^\/catalogue-assets\/illustrations\/([a-z0-9-]{1,120})\.svg$/;

/** A record before it is numbered (Omit over each member of the union, not over the union). */
type Unnumbered<Record> = Record extends unknown ? Omit<Record, 'n'> : never;

export interface VehicleDownloadPlan {
  header: Omit<VehicleDownloadHeader, 'from'>;
  /** Each numbered record as one JSON line, newline included. */
  lines: string[];
}

export type PlanResult =
  { found: 'vehicle'; plan: VehicleDownloadPlan } | { found: 'not-a-vehicle' } | { found: 'nothing' };

export async function planVehicleDownload(db: Queryable, catHieId: string, langCode: string): Promise<PlanResult> {
  const result = await findSectionBundle(db, catHieId, langCode);
  if (result.found === 'nothing') return { found: 'nothing' };
  const vehicle = result.found === 'section' ? result.bundle.hierarchies[0]?.node : undefined;
  if (result.found !== 'section' || vehicle?.c_epcIsVehicleCatalogue !== true) return { found: 'not-a-vehicle' };

  const levels = downloadableLevels(result.bundle.hierarchies);
  const pages = levels.flatMap((level) => (level.node !== null && isPageSection(level.node) ? [level.node] : []));
  const illustrationUrls = [...new Set(pages.flatMap((page) => (page.c_imageURL === null ? [] : [page.c_imageURL])))];
  const illustrationPages = illustrationUrls.flatMap((url) => {
    const pageId = ownIllustration.exec(url)?.[1];
    return pageId === undefined ? [] : [{ url, pageId }];
  });
  const svgs = await drawPageIllustrations(
    db,
    illustrationPages.map((page) => page.pageId),
  );

  const records: Unnumbered<VehicleDownloadRecord>[] = [];
  for (let start = 0; start < levels.length; start += levelsPerRecord) {
    records.push({ type: 'levels', hierarchies: levels.slice(start, start + levelsPerRecord) });
  }
  for (const { url, pageId } of illustrationPages) {
    const svg = svgs.get(pageId);
    if (svg !== undefined) records.push({ type: 'illustration', url, contentType: 'image/svg+xml', svg });
  }
  for (const { epcPartFileRef } of result.bundle.hierarchies[0]?.documents ?? []) {
    const document = await drawPartPdf(db, epcPartFileRef, langCode);
    if (document !== null)
      records.push({
        type: 'document',
        epcPartFileRef,
        contentType: 'application/pdf',
        base64: document.pdf.toString('base64'),
      });
  }

  const lines = records.map((record, n) => `${JSON.stringify({ ...record, n })}\n`);
  return {
    found: 'vehicle',
    plan: {
      header: {
        type: 'header',
        catHieId: vehicle.catHieId,
        langCode,
        modelName: vehicle.c_modelName,
        modelYear: vehicle.c_modelYear,
        pageCount: pages.length,
        records: lines.length,
        bytes: lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0),
      },
      lines,
    },
  };
}

/** The vehicle's own level and every level below it, except major sections excluded from download. */
function downloadableLevels(hierarchies: readonly Hierarchy[]): Hierarchy[] {
  const excluded = new Set(
    hierarchies[0]?.children.filter((major) => major.c_epcExcludeFromDownload).map((major) => major.catHieId),
  );
  return hierarchies.filter(
    (level) =>
      level.node !== null &&
      !excluded.has(level.node.catHieId) &&
      !level.node.parentCategoryTree.some((ancestor) => excluded.has(ancestor)),
  );
}

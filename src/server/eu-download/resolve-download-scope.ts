/**
 * What a download covers, from the one scope the caller names: a brand (every vehicle
 * catalogue of it), a model (one vehicle catalogue, catHieId) or a VIN (its vehicle's
 * catalogue, with the vehicle's feature codes so each part says whether it fits). The
 * catalogue repositories answer each (catalogue-node.ts, vin-decode/find-vehicle.ts).
 */
import { brands } from '../../config/sites';
import { checkVin } from '../../domain/catalogue/vin';
import type { DownloadModel, DownloadScopeKind } from '../../domain/eu-download/eu-download-contract';
import type { Queryable } from '../db/database';
import { findBrand } from '../catalogue/catalogue-node';
import { findHierarchy } from '../catalogue/next-level-hierarchies/find-hierarchy';
import { findVehicle } from '../catalogue/vin-decode/find-vehicle';

export interface DownloadScope {
  kind: DownloadScopeKind;
  id: string;
  label: string;
  /** The brand of every catalogue in scope. */
  brand: string | undefined;
  /** Vehicle catalogues, in catalogue order. */
  catalogueIds: string[];
  /** A VIN's vehicle features; null when no vehicle was named. */
  vehicleFeatureCodes: string[] | null;
}

export interface ScopeQuery {
  brand?: string | undefined;
  catHieId?: string | undefined;
  vin?: string | undefined;
}

/** A refusal names the query field it is about, as every 4xx does (docs/input-validation.md). */
export type ScopeResult = { ok: true; scope: DownloadScope } | { ok: false; status: 400 | 404; detail: string };

const refuse = (status: 400 | 404, detail: string): ScopeResult => ({ ok: false, status, detail });

interface VehicleCatalogueRow {
  cat_hie_id: string;
  brand: string;
  model_code: string;
  model_name: string;
  model_year: number;
}

/** A brand's vehicle catalogues (the brand's level of the catalogue), by model name and year, as a list to pick from reads. */
export async function listVehicleCatalogues(db: Queryable, brand: string): Promise<DownloadModel[]> {
  const level = await findHierarchy(db, brand, 'en-GB', { withBreadcrumb: false });
  return (level?.children ?? [])
    .filter((node) => node.c_epcIsVehicleCatalogue)
    .map((node) => ({
      catHieId: node.catHieId,
      modelCode: node.c_modelCode,
      modelName: node.c_modelName,
      modelYear: node.c_modelYear,
    }))
    .sort((a, b) => a.modelName.localeCompare(b.modelName, 'en') || a.modelYear - b.modelYear);
}

export async function resolveDownloadScope(db: Queryable, query: ScopeQuery): Promise<ScopeResult> {
  const named = (['brand', 'catHieId', 'vin'] as const).filter((field) => (query[field] ?? '') !== '');
  if (named.length !== 1) return refuse(400, 'Give exactly one of brand, catHieId or vin.');
  if (query.brand !== undefined && query.brand !== '') {
    const brand = findBrand(query.brand);
    if (brand === undefined)
      return refuse(400, `brand must be one of ${brands.map((known) => known.siteId).join(', ')}.`);
    const catalogues = await listVehicleCatalogues(db, brand.siteId);
    return {
      ok: true,
      scope: {
        kind: 'brand',
        id: brand.siteId,
        label: brand.name,
        brand: brand.siteId,
        catalogueIds: catalogues.map((model) => model.catHieId),
        vehicleFeatureCodes: null,
      },
    };
  }
  if (query.catHieId !== undefined && query.catHieId !== '') {
    const [row] = await db.query<VehicleCatalogueRow & { node_kind: string }>(
      `select n.cat_hie_id, n.brand, n.node_kind, n.model_code, m.model_name, n.model_year from catalogue_nodes n
       join vehicle_models m on m.model_code = n.model_code where n.cat_hie_id = $1`,
      [query.catHieId],
    );
    if (row === undefined) return refuse(404, `catHieId: there is no vehicle catalogue ${query.catHieId}.`);
    if (row.node_kind !== 'vehicle')
      return refuse(400, `catHieId: ${query.catHieId} is a section; name a vehicle catalogue (a model and year).`);
    return {
      ok: true,
      scope: {
        kind: 'model',
        id: row.cat_hie_id,
        label: `${row.model_name} ${row.model_year}`,
        brand: row.brand,
        catalogueIds: [row.cat_hie_id],
        vehicleFeatureCodes: null,
      },
    };
  }
  const vin = (query.vin ?? '').trim().toUpperCase();
  const wellFormed = checkVin(vin);
  if (!wellFormed.ok) return refuse(400, `vin: ${wellFormed.message}`);
  const vehicle = await findVehicle(db, 'vin', vin, 'en-GB');
  if (vehicle === undefined) return refuse(404, 'vin: No vehicle found for this VIN.');
  return {
    ok: true,
    scope: {
      kind: 'vin',
      id: vin,
      label: `${vin} (${vehicle.modelName} ${vehicle.modelYear})`,
      brand: vehicle.brand,
      catalogueIds: [vehicle.catHieId],
      vehicleFeatureCodes: vehicle.featureCodes.map((feature) => feature.code),
    },
  };
}

/**
 * The rows a download will hold, for the progress bar: one index-only count over the
 * catalogues' part lines (or documents). Lines of sections excluded from download are still
 * counted; no demo catalogue excludes any, and the count is only a guide.
 */
export async function countExpectedRows(
  db: Queryable,
  dataset: 'parts' | 'documents',
  catalogueIds: readonly string[],
): Promise<number> {
  const table = dataset === 'parts' ? 'page_parts' : 'catalogue_documents';
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from ${table} where catalogue_id = any($1::text[])`,
    [catalogueIds],
  );
  return row?.count ?? 0;
}

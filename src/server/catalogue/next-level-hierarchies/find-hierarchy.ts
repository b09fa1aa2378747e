/** Reads one level of the catalogue in one statement and builds it. */
import type { Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { findBrand } from '../catalogue-node';
import { buildHierarchy, type BuildHierarchyOptions } from '../hierarchy/build-hierarchy';
import { levelConditions, readCatalogueSlice } from '../hierarchy/read-catalogue-slice';

/** null when catHieId is neither a catalogue node nor a brand. */
export async function findHierarchy(
  db: Queryable,
  catHieId: string,
  langCode: string,
  options: BuildHierarchyOptions,
): Promise<Hierarchy | null> {
  const slice = await readCatalogueSlice(db, levelConditions, langCode, catHieId);
  if (!slice.nodes.has(catHieId) && findBrand(catHieId) === undefined) return null;
  return buildHierarchy(catHieId, slice, options);
}

/**
 * A section and every level below it, read in one statement whatever its size, each level
 * built as nextLevelHierarchies builds it for no vehicle: every part applicable, breadcrumb
 * included.
 */
import type { CatalogueNode, SectionBundle } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { isPageSection } from '../catalogue-node';
import { buildHierarchy } from '../hierarchy/build-hierarchy';
import type { CatalogueSlice } from '../hierarchy/catalogue-slice';
import { readCatalogueSlice, sectionTreeConditions } from '../hierarchy/read-catalogue-slice';

export type SectionBundleResult =
  { found: 'section'; bundle: SectionBundle } | { found: 'page' } | { found: 'nothing' };

/** sectionId must not be a brand id, which would read the brand's every catalogue. */
export async function findSectionBundle(
  db: Queryable,
  sectionId: string,
  langCode: string,
): Promise<SectionBundleResult> {
  const slice = await readCatalogueSlice(db, sectionTreeConditions, langCode, sectionId);
  const section = slice.nodes.get(sectionId);
  if (section === undefined) return { found: 'nothing' };
  if (isPageSection(section)) return { found: 'page' };
  const hierarchies = parentsFirst(section, slice).map((node) =>
    buildHierarchy(node.catHieId, slice, { withBreadcrumb: true }),
  );
  return { found: 'section', bundle: { catHieId: sectionId, langCode, hierarchies } };
}

/** Depth first, in catalogue order: a section, then each of its children with everything below it. */
function parentsFirst(section: CatalogueNode, slice: CatalogueSlice): CatalogueNode[] {
  return [section, ...(slice.children.get(section.catHieId) ?? []).flatMap((child) => parentsFirst(child, slice))];
}

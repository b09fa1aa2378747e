/**
 * One level of the catalogue as nextLevelHierarchies answers it for no vehicle and no filter:
 * the node, its breadcrumb from the brand down, its children, a page's parts and a vehicle
 * catalogue's documents. nextLevelHierarchies and sectionBundle both build their levels here,
 * so a level kept from a bundle equals the one the app would have fetched on its own.
 */
import type { BreadcrumbEntry, CatalogueNode, Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import { findBrand, isPageSection } from '../catalogue-node';
import type { CatalogueSlice } from './catalogue-slice';

export interface BuildHierarchyOptions {
  withBreadcrumb: boolean;
}

/** catHieId is a node of the slice or a brand id. */
export function buildHierarchy(
  catHieId: string,
  slice: CatalogueSlice,
  { withBreadcrumb }: BuildHierarchyOptions,
): Hierarchy {
  const node = slice.nodes.get(catHieId) ?? null;
  return {
    node,
    breadcrumb: withBreadcrumb ? breadcrumbOf(catHieId, node, slice) : [],
    children: node !== null && isPageSection(node) ? [] : [...(slice.children.get(catHieId) ?? [])],
    parts: node !== null && isPageSection(node) ? [...(slice.parts.get(catHieId) ?? [])] : [],
    documents: node?.c_epcIsVehicleCatalogue === true ? [...(slice.documents.get(catHieId) ?? [])] : [],
  };
}

function breadcrumbOf(catHieId: string, node: CatalogueNode | null, slice: CatalogueSlice): BreadcrumbEntry[] {
  if (node === null) return brandEntry(catHieId);
  const [brandId = '', ...ancestorIds] = node.parentCategoryTree;
  return [
    ...brandEntry(brandId),
    ...ancestorIds.flatMap((id) => {
      const ancestor = slice.nodes.get(id);
      return ancestor === undefined ? [] : [{ catHieId: id, description: ancestor.description }];
    }),
    { catHieId: node.catHieId, description: node.description },
  ];
}

function brandEntry(brandId: string): BreadcrumbEntry[] {
  const brand = findBrand(brandId);
  return brand === undefined ? [] : [{ catHieId: brand.siteId, description: brand.name }];
}

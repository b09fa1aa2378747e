/**
 * The catalogue rows read for one answer, indexed the way hierarchies are built from them:
 * nodes by id, children by parent (in catalogue order), parts by page, documents by catalogue.
 */
import type { CatalogueDocument, CatalogueNode, PagePart } from '../../../domain/catalogue/catalogue-contracts';

export interface CatalogueSlice {
  nodes: ReadonlyMap<string, CatalogueNode>;
  children: ReadonlyMap<string, readonly CatalogueNode[]>;
  parts: ReadonlyMap<string, readonly PagePart[]>;
  documents: ReadonlyMap<string, readonly CatalogueDocument[]>;
}

/** nodes in catalogue order, as findNodes answers them. */
export function sliceOf(
  nodes: readonly CatalogueNode[],
  parts: ReadonlyMap<string, readonly PagePart[]>,
  documents: ReadonlyMap<string, readonly CatalogueDocument[]>,
): CatalogueSlice {
  const children = new Map<string, CatalogueNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentCategoryId) ?? [];
    if (siblings.length === 0) children.set(node.parentCategoryId, siblings);
    siblings.push(node);
  }
  return { nodes: new Map(nodes.map((node) => [node.catHieId, node])), children, parts, documents };
}

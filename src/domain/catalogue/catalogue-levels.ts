/**
 * Where each level of a catalogue lives in the app: brand (home), vehicle catalogue, major,
 * minor and page section. A node's parentCategoryTree lists its ancestors from the brand down,
 * so its length is the node's depth and the ids in it build the route to every level above.
 */
import type { BreadcrumbItem } from './browsing-context';
import type { BreadcrumbEntry, CatalogueNode } from './catalogue-contracts';

export const catalogueDepth = { brand: 0, vehicle: 1, major: 2, minor: 3, page: 4 } as const;

/** The app path of the level at the end of `ids` (brand id first, then each level below it). */
export function levelPath(ids: readonly string[]): string {
  const [, vehicle, major, minor, page] = ids.map(encodeURIComponent);
  if (vehicle === undefined) return '/home';
  if (major === undefined) return `/catalogue/${vehicle}`;
  const majorPath = `/major-section/${major}`;
  if (minor === undefined) return majorPath;
  const minorPath = `${majorPath}/minor-section/${minor}`;
  return page === undefined ? minorPath : `${minorPath}/page-section/${page}`;
}

export type LevelNode = Pick<CatalogueNode, 'catHieId' | 'parentCategoryTree'>;

/** The node's ids from the brand down to itself. */
export function levelIds(node: LevelNode): string[] {
  return [...node.parentCategoryTree, node.catHieId];
}

export interface LevelCrumb extends BreadcrumbItem {
  catHieId: string;
  depth: number;
}

/**
 * The breadcrumb of a node with the path of each level. Entries that are not the node or one
 * of its ancestors are left out, since there is no way to reach them.
 */
export function levelCrumbs(node: LevelNode, breadcrumb: readonly BreadcrumbEntry[]): LevelCrumb[] {
  const ids = levelIds(node);
  return breadcrumb.flatMap((entry) => {
    const depth = ids.indexOf(entry.catHieId);
    return depth < 0
      ? []
      : [{ catHieId: entry.catHieId, depth, label: entry.description, path: levelPath(ids.slice(0, depth + 1)) }];
  });
}

/**
 * The breadcrumb's entries below the brand that are levels of `ids` (brand id first, down to
 * the node): where a node is, by name, top down (search results and where-used call it location).
 */
export function locationOf(ids: readonly string[], breadcrumb: readonly BreadcrumbEntry[]): BreadcrumbEntry[] {
  const below = ids.slice(1);
  return breadcrumb.filter((entry) => below.includes(entry.catHieId));
}

/**
 * What a note is on, made from the catalogue level on screen, and the way back to it. A page
 * note keeps the ids above its page, so its link and the nodes it counts under need no
 * catalogue request, and still work offline for pages never opened on this device.
 */
import { levelCrumbs, levelIds, levelPath } from '../catalogue/catalogue-levels';
import type { BreadcrumbEntry, CatalogueNode } from '../catalogue/catalogue-contracts';
import { maxNoteTargetTextLength } from './check-note-action';
import type { PageNoteTarget } from './sync-contracts';

export const trailSeparator = ' › ';

/**
 * The target of a note on this page section. Its description is the breadcrumb below the
 * brand ('Arden Estate 2024 › Brakes › Front brakes'), so notes on same-named pages of two
 * vehicles can be told apart; the page's own name when that would be too long.
 */
export function pageNoteTarget(
  node: Pick<CatalogueNode, 'catHieId' | 'parentCategoryTree' | 'description'>,
  breadcrumb: readonly BreadcrumbEntry[],
): PageNoteTarget {
  const trail = levelCrumbs(node, breadcrumb)
    .filter((crumb) => crumb.depth > 0)
    .map((crumb) => crumb.label)
    .join(trailSeparator);
  const description =
    trail !== '' && trail.length <= maxNoteTargetTextLength
      ? trail
      : node.description.slice(0, maxNoteTargetTextLength);
  return { kind: 'page', catHieId: node.catHieId, ancestors: [...node.parentCategoryTree], description };
}

/**
 * Where a page note is, by name, from its stored trail: one entry per level below the brand
 * when the trail names them all, else none (a trail cut to the page's own name).
 */
export function noteTargetLocation(target: PageNoteTarget): BreadcrumbEntry[] {
  const names = target.description.split(trailSeparator);
  const ids = [...target.ancestors.slice(1), target.catHieId];
  if (names.length !== ids.length) return [];
  return ids.map((catHieId, index) => ({ catHieId, description: names[index] ?? '' }));
}

/** The app path of the page a note is on. */
export function notePagePath(target: PageNoteTarget): string {
  return levelPath(levelIds({ catHieId: target.catHieId, parentCategoryTree: target.ancestors }));
}

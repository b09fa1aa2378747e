/**
 * The sections of one vehicle catalogue, read once per catalogue of a download: each page
 * section's path (major > minor > page descriptions) and number, and which pages a section
 * excluded from download (c_epcExcludeFromDownload, catalogue spec section 3) takes out.
 * A catalogue has a few hundred nodes, so this stays small however large the download.
 */
import type { CatalogueNode } from '../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../db/database';
import { isPageSection, nodesJsonSql } from '../catalogue/catalogue-node';

export interface PageSection {
  sectionPath: string;
  sectionNumber: string;
  /** Excluded itself or below an excluded section. */
  excluded: boolean;
}

export interface CatalogueSections {
  vehicle: CatalogueNode;
  pages: ReadonlyMap<string, PageSection>;
}

export async function readCatalogueSections(
  db: Queryable,
  catalogueId: string,
  langCode: string,
): Promise<CatalogueSections | undefined> {
  const [row] = await db.query<{ nodes: CatalogueNode[] }>(
    `select ${nodesJsonSql('n.cat_hie_id = $2 or n.parent_tree @> array[$2::text]')} as nodes`,
    [langCode, catalogueId],
  );
  const nodes = new Map((row?.nodes ?? []).map((node) => [node.catHieId, node]));
  const vehicle = nodes.get(catalogueId);
  if (vehicle === undefined) return undefined;
  const pages = new Map<string, PageSection>();
  for (const node of nodes.values()) {
    if (!isPageSection(node)) continue;
    // The tree runs brand, vehicle catalogue, major, minor: the sections start after the vehicle.
    const ancestors = node.parentCategoryTree.slice(2).flatMap((id) => {
      const ancestor = nodes.get(id);
      return ancestor === undefined ? [] : [ancestor];
    });
    const section: PageSection = {
      sectionPath: [...ancestors, node].map((level) => level.description).join(' > '),
      sectionNumber: node.sectionNumber,
      excluded: node.c_epcExcludeFromDownload || ancestors.some((ancestor) => ancestor.c_epcExcludeFromDownload),
    };
    // A page node names the page ids it shows (c_aPageIDs); page parts are keyed by those.
    for (const pageId of node.c_aPageIDs.length > 0 ? node.c_aPageIDs : [node.catHieId]) pages.set(pageId, section);
  }
  return { vehicle, pages };
}

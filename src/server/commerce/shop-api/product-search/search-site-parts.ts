/**
 * The parts a shop API search finds on a site: the catalogue's own ranked search
 * (catalogue/search), over the site's brand, by part number and then by description, each
 * part once. Each kind answers at most 50 parts, as the catalogue search does.
 */
import type { Queryable } from '../../../db/database';
import { searchParts } from '../../../catalogue/search/search-parts';

export interface FoundPart {
  partNumber: string;
  description: string;
}

export async function searchSiteParts(db: Queryable, siteId: string, term: string, language: string) {
  const scope = { brand: siteId };
  const byPartNumber = await searchParts(db, scope, 'partNumber', term, language);
  const byDescription = await searchParts(db, scope, 'description', term, language);
  const found = new Map<string, FoundPart>();
  for (const result of [...byPartNumber, ...byDescription]) {
    if (!found.has(result.partNumber))
      found.set(result.partNumber, { partNumber: result.partNumber, description: result.description });
  }
  return [...found.values()];
}

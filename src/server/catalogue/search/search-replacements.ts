/**
 * Searching an old part number (issue 20): the search says which part replaced it, and finds
 * the current part(s) too, listed first. A current number no page of the scope shows (a new
 * number, a kit) is answered where the nearest part it replaces is shown: that is where it
 * fits, and that page marks the old part "replaced by" it.
 */
import type { ReplacedPartNotice, CatalogueSearchResult } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { findReplacements } from '../find-replacements';
import { findExactPartNumber } from './search-parts';
import { toPartKey, type SearchScope } from './search-sql';

/** How far back the walk to older numbers goes: real chains are a handful of steps. */
const stepsBackLimit = 20;

/**
 * The superseded part whose number is the term (separators and case aside), with where its
 * chain ends, even when no page shows the old number any more. Undefined when the term is no
 * part's number or the part is current.
 */
export async function findReplacedPart(
  db: Queryable,
  term: string,
  langCode: string,
): Promise<ReplacedPartNotice | undefined> {
  const [part] = await db.query<{ part_number: string }>(
    'select part_number from parts where search_key = $1 limit 1',
    [toPartKey(term)],
  );
  if (part === undefined) return undefined;
  const replacedBy = (await findReplacements(db, [part.part_number], langCode)).get(part.part_number);
  return replacedBy === undefined ? undefined : { partNumber: part.part_number, replacedBy };
}

/** A result for each current part of the notice that the scope has a place for. */
export async function findCurrentPartResults(
  db: Queryable,
  scope: SearchScope,
  notice: ReplacedPartNotice,
  langCode: string,
): Promise<CatalogueSearchResult[]> {
  const found: CatalogueSearchResult[] = [];
  for (const current of notice.replacedBy.current) {
    const own = await findExactPartNumber(db, scope, current.partNumber, langCode);
    if (own !== undefined) {
      found.push(own);
      continue;
    }
    for (const older of await findOlderNumbers(db, current.partNumber)) {
      const there = await findExactPartNumber(db, scope, older, langCode);
      if (there === undefined) continue;
      found.push({ ...there, partNumber: current.partNumber, description: current.description });
      break;
    }
  }
  return found;
}

/**
 * Every number whose chain leads to partNumber, nearest first. The depth limit ends the walk
 * on data that loops; a number reached twice counts at its nearest.
 */
async function findOlderNumbers(db: Queryable, partNumber: string): Promise<string[]> {
  const rows = await db.query<{ part_number: string }>(
    `with recursive back(part_number, depth) as (
       select s.part_number, 1 from part_supersessions s where s.replaced_by = $1
       union
       select s.part_number, b.depth + 1 from part_supersessions s join back b on s.replaced_by = b.part_number
       where b.depth < ${stepsBackLimit}
     )
     select part_number from back where part_number <> $1
     group by part_number order by min(depth), part_number collate "C"`,
    [partNumber],
  );
  return rows.map((row) => row.part_number);
}

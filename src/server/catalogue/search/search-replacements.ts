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
 * part's number or the part is current. found: the search's results, which already say it
 * when a page of the scope shows the old number.
 */
export async function findReplacedPart(
  db: Queryable,
  term: string,
  found: readonly CatalogueSearchResult[],
  langCode: string,
): Promise<ReplacedPartNotice | undefined> {
  const shown = found.find((result) => result.matchType === 'exactPartNumber' && result.replacedBy !== undefined);
  if (shown?.replacedBy !== undefined) return { partNumber: shown.partNumber, replacedBy: shown.replacedBy };
  const [part] = await db.query<{ part_number: string }>(
    'select part_number from parts where search_key = $1 limit 1',
    [toPartKey(term)],
  );
  if (part === undefined) return undefined;
  const replacedBy = (await findReplacements(db, [part.part_number], langCode)).get(part.part_number);
  return replacedBy === undefined ? undefined : { partNumber: part.part_number, replacedBy };
}

/**
 * A result for each current part of the notice that the scope has a place for: where a page
 * shows it, else where the old number's own result is, else where the nearest older number is
 * shown. found: the search's results.
 */
export async function findCurrentPartResults(
  db: Queryable,
  scope: SearchScope,
  notice: ReplacedPartNotice,
  found: readonly CatalogueSearchResult[],
  langCode: string,
): Promise<CatalogueSearchResult[]> {
  const located: CatalogueSearchResult[] = [];
  const oldResult = found.find((result) => result.partNumber === notice.partNumber);
  for (const current of notice.replacedBy.current) {
    const own = (await isOnAnyPage(db, current.partNumber))
      ? await findExactPartNumber(db, scope, current.partNumber, langCode)
      : undefined;
    if (own !== undefined) {
      located.push(own);
      continue;
    }
    const there = await whereItFits(db, scope, current.partNumber, oldResult, langCode);
    if (there === undefined) continue;
    const { catalogueId, majorId, minorId, pageId, callOutCode } = there;
    located.push({ ...current, matchType: 'exactPartNumber', catalogueId, majorId, minorId, pageId, callOutCode });
  }
  return located;
}

/** A cheap test (one index probe) that spares the search statement for a number no page shows. */
async function isOnAnyPage(db: Queryable, partNumber: string): Promise<boolean> {
  const rows = await db.query('select 1 from page_parts where part_number = $1 limit 1', [partNumber]);
  return rows.length > 0;
}

/** Where the old number's result is, else the first place of the scope that shows an older number. */
async function whereItFits(
  db: Queryable,
  scope: SearchScope,
  partNumber: string,
  oldResult: CatalogueSearchResult | undefined,
  langCode: string,
): Promise<CatalogueSearchResult | undefined> {
  if (oldResult !== undefined) return oldResult;
  for (const older of await findOlderNumbers(db, partNumber)) {
    const there = await findExactPartNumber(db, scope, older, langCode);
    if (there !== undefined) return there;
  }
  return undefined;
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

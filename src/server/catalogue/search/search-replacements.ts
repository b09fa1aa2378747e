/**
 * Supersessions in a part number search (issue 20). An old number: the reply says which
 * part(s) replaced it (replacedPart) and lists them first. A current number no page of the
 * scope shows (a new number, a kit): it is answered where the nearest part it replaced is
 * shown, since that is where it fits, and that page marks the old part "Replaced by" it.
 */
import type {
  CatalogueSearchReply,
  CatalogueSearchResult,
  ReplacedPartNotice,
} from '../../../domain/catalogue/catalogue-contracts';
import type { CurrentPart } from '../../../domain/catalogue/supersession';
import type { Queryable } from '../../db/database';
import { findReplacements } from '../find-replacements';
import { preferredTextSql } from '../translated-text';
import { findExactPartNumber } from './search-parts';
import { resultLimit, toPartKey, type SearchScope } from './search-sql';

/** How far back the walk to older numbers goes: real chains are a handful of steps. */
const stepsBackLimit = 20;

/** The reply to a part number search whose results are found. */
export async function answerWithSupersessions(
  db: Queryable,
  scope: SearchScope,
  term: string,
  found: CatalogueSearchResult[],
  langCode: string,
): Promise<CatalogueSearchReply> {
  const exact = found.find((result) => result.matchType === 'exactPartNumber');
  // The usual case costs nothing more: a current part the scope shows.
  if (exact !== undefined && exact.replacedBy === undefined) return { results: found };
  let notice: ReplacedPartNotice | undefined =
    exact?.replacedBy === undefined ? undefined : { partNumber: exact.partNumber, replacedBy: exact.replacedBy };
  if (notice === undefined) {
    const part = await findPartOfTerm(db, term, langCode);
    if (part === undefined) return { results: found };
    const replacedBy = (await findReplacements(db, [part.partNumber], langCode)).get(part.partNumber);
    if (replacedBy === undefined) {
      const there = await whereItFits(db, scope, part.partNumber, undefined, langCode);
      return { results: there === undefined ? found : firstThen([placed(part, there)], found) };
    }
    notice = { partNumber: part.partNumber, replacedBy };
  }
  const current = await findCurrentPartResults(db, scope, notice, found, langCode);
  return { results: firstThen(current, found), replacedPart: notice };
}

/** The part whose number is the term (separators and case aside), described in the caller's language. */
async function findPartOfTerm(db: Queryable, term: string, langCode: string): Promise<CurrentPart | undefined> {
  const [part] = await db.query<{ part_number: string; description: string | null }>(
    `select p.part_number, d.text as description from parts p
     left join lateral (${preferredTextSql('p.text_id', '$2')}) d on true
     where p.search_key = $1 limit 1`,
    [toPartKey(term), langCode],
  );
  return part === undefined ? undefined : { partNumber: part.part_number, description: part.description ?? '' };
}

/**
 * A result for each current part of the notice that the scope has a place for: where a page
 * shows it, else where the old number's own result is, else where the nearest older number is
 * shown.
 */
async function findCurrentPartResults(
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
    const there = own ?? (await whereItFits(db, scope, current.partNumber, oldResult, langCode));
    if (there !== undefined) located.push(own ?? placed(current, there));
  }
  return located;
}

/** A part answered at another result's place, as an exact match of the number searched. */
function placed(part: CurrentPart, there: CatalogueSearchResult): CatalogueSearchResult {
  const { catalogueId, majorId, minorId, pageId, callOutCode } = there;
  return { ...part, matchType: 'exactPartNumber', catalogueId, majorId, minorId, pageId, callOutCode };
}

/** These results first, then the others found, within the service's limit. */
function firstThen(first: CatalogueSearchResult[], found: readonly CatalogueSearchResult[]): CatalogueSearchResult[] {
  const rest = found.filter((result) => !first.some((placedFirst) => placedFirst.partNumber === result.partNumber));
  return [...first, ...rest].slice(0, resultLimit);
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

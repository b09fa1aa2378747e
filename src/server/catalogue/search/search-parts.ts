/**
 * Ranked catalogue search. Tiers, best first: the exact part number; part numbers that start
 * with the term; part numbers like it (a mistyped character); then descriptions whose words
 * all start with the term's words in any order (full-text, in the caller's language and
 * English; in Japanese, Korean, Chinese and Thai, descriptions holding every pair of the
 * term's characters); then descriptions like the term (trigram word similarity, for typos,
 * where languages have words). Each part is answered once, with the first page of the scope
 * that shows it. The SQL is in search-sql, each language's way of matching in search-languages.
 */
import type { CatalogueSearchResult } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { findReplacements, withReplacements } from '../find-replacements';
import { buildSearchStatement, type SearchCategory, type SearchPass, type SearchScope } from './search-sql';

export type { SearchCategory, SearchScope };

export type SearchResult = CatalogueSearchResult;

interface ResultRow {
  part_number: string;
  description: string;
  tier: number;
  catalogue_id: string;
  parent_tree: string[];
  page_id: string;
  call_out_code: string;
}

async function queryMatches(db: Queryable, pass: SearchPass): Promise<ResultRow[]> {
  const statement = buildSearchStatement(pass);
  return statement === undefined ? [] : db.query<ResultRow>(statement.sql, statement.params);
}

export async function searchParts(
  db: Queryable,
  scope: SearchScope,
  category: SearchCategory,
  term: string,
  langCode: string,
): Promise<SearchResult[]> {
  const pass = { scope, category, term, langCode };
  const exactRows = await queryMatches(db, { ...pass, similar: false });
  // The typo-tolerant tiers only run when the exact forms (part-number prefix, full-text
  // words) found little: a typo finds nothing else, and a good match needs no guesses.
  const rows = exactRows.length >= 10 ? exactRows : await queryMatches(db, { ...pass, similar: true });
  const replacements = await findReplacements(
    db,
    rows.map((row) => row.part_number),
    langCode,
  );
  return withReplacements(rows.map(toResult), replacements);
}

/** Where the pages of the scope first show this exact part number; undefined when none does. */
export async function findExactPartNumber(
  db: Queryable,
  scope: SearchScope,
  partNumber: string,
  langCode: string,
): Promise<SearchResult | undefined> {
  const rows = await queryMatches(db, { scope, category: 'partNumber', term: partNumber, langCode, similar: false });
  const exact = rows.find((row) => row.tier === 0);
  return exact === undefined ? undefined : toResult(exact);
}

function toResult(row: ResultRow): SearchResult {
  return {
    partNumber: row.part_number,
    description: row.description,
    matchType: row.tier === 0 ? 'exactPartNumber' : row.tier <= 2 ? 'partNumber' : 'description',
    catalogueId: row.catalogue_id,
    majorId: row.parent_tree[2] ?? '',
    minorId: row.parent_tree[3] ?? '',
    pageId: row.page_id,
    callOutCode: row.call_out_code,
  };
}

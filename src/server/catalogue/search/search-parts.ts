/**
 * Ranked catalogue search. Tiers, best first: the exact part number; part numbers that start
 * with the term; part numbers like it (a mistyped character); then descriptions whose words
 * all start with the term's words in any order (full-text, in the caller's language and
 * English; in Japanese, Korean, Chinese and Thai, descriptions holding every pair of the
 * term's characters); then descriptions that hold the term's words once a misspelt word is read as a
 * catalogue word one typo from it (word-corrections, where languages have words). Each part is answered once, with the first page of the scope
 * that shows it. The SQL is in search-sql, each language's way of matching in search-languages.
 */
import type { BreadcrumbEntry, CatalogueSearchResult } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';
import { findReplacements, withReplacements } from '../find-replacements';
import { textMatchingOf } from './search-languages';
import { buildSearchStatement, type SearchCategory, type SearchPass, type SearchScope } from './search-sql';
import { findWordCorrections } from './word-corrections';

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
  location: BreadcrumbEntry[];
}

async function queryMatches(db: Queryable, pass: SearchPass): Promise<ResultRow[]> {
  const statement = buildSearchStatement(pass);
  return statement === undefined ? [] : db.query<ResultRow>(statement.sql, statement.params);
}

/** The languages a description search reads (the caller's and English), where they have words. */
export function wordLanguagesOf(langCode: string): string[] {
  const codes = langCode === 'en-GB' ? ['en-GB'] : ['en-GB', langCode];
  return codes.filter((code) => textMatchingOf(code).kind === 'words');
}

/**
 * Part numbers: the mistyped tier only runs when the exact forms (whole number, prefix) found
 * little: a good match needs no guesses, and its candidates cost more than the exact ones.
 */
async function numberedRows(db: Queryable, pass: Omit<SearchPass, 'similar'>): Promise<ResultRow[]> {
  const exactRows = await queryMatches(db, { ...pass, similar: false });
  return exactRows.length >= 10 ? exactRows : queryMatches(db, { ...pass, similar: true });
}

/**
 * Descriptions: one statement, with the typo tier when a word of the term is not a catalogue
 * word but one typo from some (found first, in one index lookup). Its matches rank after those
 * of the words as typed, and a word the catalogue holds as typed is never corrected, so the
 * tier adds only what the exact words could not find.
 */
async function describedRows(db: Queryable, pass: Omit<SearchPass, 'similar'>): Promise<ResultRow[]> {
  const corrections = await findWordCorrections(db, pass.term, wordLanguagesOf(pass.langCode));
  return queryMatches(db, { ...pass, similar: corrections.size > 0, corrections });
}

export async function searchParts(
  db: Queryable,
  scope: SearchScope,
  category: SearchCategory,
  term: string,
  langCode: string,
): Promise<SearchResult[]> {
  const pass = { scope, category, term, langCode };
  const rows = category === 'description' ? await describedRows(db, pass) : await numberedRows(db, pass);
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
    location: row.location,
  };
}

/**
 * Ranked catalogue search. Tiers, best first: the exact part number; part numbers that start
 * with the term; part numbers like it (trigram similarity, for a mistyped character); then
 * descriptions whose words all start with the term's words in any order (full-text, in the
 * caller's language and English); then descriptions like the term (trigram word similarity,
 * for typos). Each part is answered once, with the first page of the scope that shows it.
 */
import type { Queryable } from '../../db/database';

export type SearchCategory = 'partNumber' | 'description';

export interface SearchResult {
  partNumber: string;
  description: string;
  matchType: 'exactPartNumber' | 'partNumber' | 'description';
  catalogueId: string;
  majorId: string;
  minorId: string;
  pageId: string;
  callOutCode: string;
}

/** Where to search: one brand's catalogues, or one catalogue (optionally one section of it). */
export type SearchScope = { brand: string } | { catalogueId: string; sectionId: string };

const resultLimit = 50;
const textSearchConfigs: Readonly<Record<string, string>> = {
  'en-GB': 'english', 'fr-FR': 'french', 'de-DE': 'german', 'es-ES': 'spanish', 'it-IT': 'italian',
};

const matchSql = (scopeFilter: string) => `
  with text_matches as (
    select t.text_id, min(case when t.search @@ q.query then 3 else 4 end) as tier,
           max(public.word_similarity(lower($4), lower(t.text))) as score
    from catalogue_texts t
    -- Constant configurations, so the full-text condition can use the GIN index.
    cross join lateral (select case when t.language_code = 'en-GB' then to_tsquery('english', $3)
                                    else to_tsquery($8::regconfig, $3) end as query) q
    where $7
      and ((t.language_code = $9 and t.search @@ to_tsquery($8::regconfig, $3))
           or (t.language_code = 'en-GB' and t.search @@ to_tsquery('english', $3))
           or ($10 and t.language_code in ($9, 'en-GB') and lower($4) operator(public.<%) lower(t.text)))
    group by t.text_id
  ),
  candidates as (
    select p.part_number,
           case when p.search_key = $1 then 0 when p.search_key like $1 || '%' then 1 else 2 end as tier,
           public.similarity(p.search_key, $1) as score
    from parts p
    where length($1) >= 2 and ($2 = 'partNumber' or p.search_key = $1)
      and (p.search_key like $1 || '%' or ($10 and p.search_key operator(public.%) $1 and public.similarity(p.search_key, $1) > 0.5))
    union all
    select p.part_number, tm.tier, tm.score
    from text_matches tm
    -- The limit keeps this a nested loop over parts_text_id_idx rather than a scan of parts.
    cross join lateral (select part_number from parts where parts.text_id = tm.text_id limit 5000) p
  ),
  matches as (
    select part_number, min(tier) as tier, max(score) as score from candidates group by part_number
  ),
  located as (
    select m.part_number, m.tier, m.score, here.catalogue_id, here.page_id, here.call_out_code
    from matches m
    cross join lateral (
      select pp.catalogue_id, pp.page_id, pp.call_out_code from page_parts pp
      where pp.part_number = m.part_number and ${scopeFilter}
      order by pp.page_id, pp.line_number limit 1
    ) here
    order by m.tier, m.score desc, m.part_number
    limit ${resultLimit}
  )
  select l.part_number, l.tier, l.catalogue_id, l.page_id, l.call_out_code, n.parent_tree,
         coalesce(own.text, en.text) as description
  from located l
  join parts p on p.part_number = l.part_number
  join catalogue_nodes n on n.cat_hie_id = l.page_id
  left join catalogue_texts own on own.text_id = p.text_id and own.language_code = $9
  left join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
  order by l.tier, l.score desc, l.part_number`;

async function queryMatches(
  db: Queryable,
  scope: SearchScope,
  category: SearchCategory,
  term: string,
  langCode: string,
  similar: boolean,
): Promise<ResultRow[]> {
  const partKey = term.toUpperCase().replaceAll(/[^A-Z0-9]/g, '');
  const words = term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const prefixQuery = words.map((word) => `${word}:*`).join(' & ');
  const withDescriptions = category === 'description' && words.length > 0;
  const scopeFilter = 'brand' in scope
    ? `pp.catalogue_id like $5 || '-%' and $6::text = ''`
    : `pp.catalogue_id = $5 and (pp.page_id = $6 or pp.page_id like $6 || '-%' or $6 = $5)`;
  const scopeParams = 'brand' in scope ? [scope.brand, ''] : [scope.catalogueId, scope.sectionId];
  return db.query<ResultRow>(matchSql(scopeFilter), [
    partKey, category, prefixQuery === '' ? 'x' : prefixQuery, term, ...scopeParams, withDescriptions,
    textSearchConfigs[langCode] ?? 'simple', langCode, similar,
  ]);
}

interface ResultRow {
  part_number: string;
  description: string;
  tier: number;
  catalogue_id: string;
  parent_tree: string[];
  page_id: string;
  call_out_code: string;
}

export async function searchParts(
  db: Queryable,
  scope: SearchScope,
  category: SearchCategory,
  term: string,
  langCode: string,
): Promise<SearchResult[]> {
  const exactRows = await queryMatches(db, scope, category, term, langCode, false);
  // Similarity scans cost tens of milliseconds, so they only run when the exact forms
  // (part-number prefix, full-text words) found little: a typo finds nothing else.
  const rows = exactRows.length >= 10 ? exactRows : await queryMatches(db, scope, category, term, langCode, true);
  return rows.map((row) => ({
    partNumber: row.part_number,
    description: row.description,
    matchType: row.tier === 0 ? 'exactPartNumber' : row.tier <= 2 ? 'partNumber' : 'description',
    catalogueId: row.catalogue_id,
    majorId: row.parent_tree[2] ?? '',
    minorId: row.parent_tree[3] ?? '',
    pageId: row.page_id,
    callOutCode: row.call_out_code,
  }));
}

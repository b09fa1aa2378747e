/**
 * The SQL of one search pass, built for what the caller asked so that every condition can
 * use an index (a catch-all statement with `$n = 'partNumber' or ...` plans as scans).
 *
 * Candidates come from small sets whatever the number of page parts: part numbers by prefix
 * and suffix, texts by full-text and trigram indexes, then the parts of those texts. Those a
 * catalogue does not show are dropped in one index scan; the rest are ranked, then located
 * in page_parts one at a time, best first (page_parts_part_scope_idx, migration 007), so the
 * search stops at the 50th part in scope. Locating every candidate by reading and sorting all
 * its page parts was what cost the time at a million page parts.
 */
export type { SearchCategory } from '../../../domain/catalogue/catalogue-contracts';
import type { SearchCategory } from '../../../domain/catalogue/catalogue-contracts';
import { ngramQuery, textMatchingOf, wordPrefixQuery } from './search-languages';
import { pageLocationSql } from '../page-location';
import { termWords, type WordCorrections } from './word-corrections';

/** Where to search: one brand's catalogues, or one catalogue (optionally one section of it). */
export type SearchScope = { brand: string } | { catalogueId: string; sectionId: string };

export const resultLimit = 50;

/** The least trigram similarity of a part number that counts as a mistyped one. */
const partNumberSimilarity = 0.5;

export interface SearchPass {
  scope: SearchScope;
  category: SearchCategory;
  term: string;
  langCode: string;
  /** Adds the typo-tolerant tiers (mistyped part numbers and words). */
  similar: boolean;
  /** With similar: the catalogue words one typo from the term's misspelt words (word-corrections.ts). */
  corrections?: WordCorrections;
}

export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/** The statement of a pass, or undefined when the term can match nothing (too short). */
export function buildSearchStatement(pass: SearchPass): SearchStatement | undefined {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const branches = [...partNumberBranches(pass, param), ...descriptionBranches(pass, param)];
  if (branches.length === 0) return undefined;
  const lang = param(pass.langCode);
  const scopeFilter = scopeCondition(pass.scope, param);
  return {
    sql: `
      with candidates as (${branches.join(' union all ')}),
      matches as (
        select part_number, min(tier) as tier, max(score) as score, min(text_id) as text_id
        from candidates group by part_number
      ),
      ${inScopeSql(pass.scope, param)},
      located as (
        select m.part_number, m.tier, m.score, m.text_id, here.catalogue_id, here.page_id, here.call_out_code
        -- Ranked before the lookup below, so the limit ends the lookups at the 50th part in scope.
        from (select * from in_scope order by tier, score desc, part_number) m
        cross join lateral (
          select pp.catalogue_id, pp.page_id, pp.call_out_code from page_parts pp
          where pp.part_number = m.part_number and ${scopeFilter}
          order by pp.catalogue_id collate "C", pp.page_id collate "C", pp.line_number limit 1
        ) here
        order by m.tier, m.score desc, m.part_number
        limit ${resultLimit}
      )
      select l.part_number, l.tier, l.catalogue_id, l.page_id, l.call_out_code, n.parent_tree,
             ${pageLocationSql('l.page_id', lang)} as location,
             coalesce((select t.text from catalogue_texts t where t.text_id = l.text_id and t.language_code = ${lang}),
                      (select t.text from catalogue_texts t where t.text_id = l.text_id and t.language_code = 'en-GB')) as description
      from located l
      join catalogue_nodes n on n.cat_hie_id = l.page_id
      order by l.tier, l.score desc, l.part_number`,
    params,
  };
}

type Param = (value: unknown) => string;

/** Part numbers in upper case without separators, as parts.search_key keeps them. */
export const toPartKey = (term: string) => term.toUpperCase().replaceAll(/[^A-Z0-9]/g, '');

/** Tier 0: the exact part number; 1: part numbers starting with the term; 2: mistyped ones. */
function partNumberBranches(pass: SearchPass, param: Param): string[] {
  const key = toPartKey(pass.term);
  if (key.length < 2) return [];
  const k = param(key);
  const select = (tier: string, from = 'parts p') =>
    `select p.part_number, p.text_id, ${tier} as tier, public.similarity(p.search_key, ${k}) as score from ${from}`;
  // A description search still answers a part number typed in full.
  if (pass.category === 'description') return [`${select('0')} where p.search_key = ${k}`];
  const branches = [`${select(`case when p.search_key = ${k} then 0 else 1 end`)} where p.search_key like ${k} || '%'`];
  // Shorter keys have no trigram similarity above one half with another key.
  if (pass.similar && key.length >= 3) {
    // Not flattened (offset 0), so that the similarity is computed for the candidates only.
    const candidates = `(select * from parts p where ${mistypedKeyCondition(key, param)} offset 0) p`;
    branches.push(`${select('2', candidates)} where public.similarity(p.search_key, ${k}) > ${partNumberSimilarity}`);
  }
  return branches;
}

/**
 * Part numbers that may be the key with one character mistyped, missing, added or swapped
 * with its neighbour. Cut the key in thirds: such an error leaves as typed either the first
 * two thirds but their last character, or the last two thirds but their first, or else the
 * first and the last third. Those are prefixes and suffixes, found in parts_search_key_idx
 * and parts_search_key_reversed_idx; the trigram similarity then decides. Long prefixes stay
 * selective where a model's thousands of part numbers share their first characters ('SB21'),
 * whose trigrams a trigram index scan would read in full. The length bounds only drop keys
 * whose similarity cannot reach one half (a string of n characters has n + 1 trigrams).
 */
function mistypedKeyCondition(key: string, param: Param): string {
  const third = Math.floor(key.length / 3);
  const startsWith = (text: string) => `p.search_key like ${param(text)} || '%'`;
  const endsWith = (text: string) => `reverse(p.search_key) like ${param([...text].reverse().join(''))} || '%'`;
  return `(${startsWith(key.slice(0, key.length - third - 1))} or ${endsWith(key.slice(third + 1))}
      or (${startsWith(key.slice(0, third))} and ${endsWith(key.slice(key.length - third))}))
    and length(p.search_key) < ${2 * key.length + 1} and 2 * length(p.search_key) + 1 > ${key.length}`;
}

/**
 * Tier 3: texts whose words start with the term's words, in any order (full-text, in the
 * caller's language and English); tier 4: texts that hold every word too once a misspelt word
 * of three characters or more is read as a catalogue word one typo from it (word-corrections,
 * migration 027), also by full text. Japanese, Korean, Chinese and Thai texts are matched
 * instead by holding every pair of characters of the term (search-languages.ts, migration
 * 020), and have no typo tier: they have no words to correct. One branch per language and
 * kind, so that each reads one partial index of migration 020. Texts are few (one per
 * distinct description and language), so this costs the same whatever the number of page
 * parts. Within a tier, texts most like the term come first (trigram word similarity).
 */
function descriptionBranches(pass: SearchPass, param: Param): string[] {
  if (pass.category !== 'description') return [];
  const term = param(pass.term);
  const codes = pass.langCode === 'en-GB' ? ['en-GB'] : ['en-GB', pass.langCode];
  const textMatches = codes.flatMap((langCode) => {
    const matching = textMatchingOf(langCode);
    const query = matching.kind === 'ngrams' ? ngramQuery(pass.term) : wordPrefixQuery(pass.term);
    if (query === undefined) return [];
    const code = param(langCode);
    const matchesOf = (tier: number, condition: string) => `
      select t.text_id, ${tier} as tier, public.word_similarity(lower(${term}), lower(t.text)) as score
      from catalogue_texts t where t.language_code = ${code} and ${condition}`;
    if (matching.kind === 'ngrams') {
      // Read as written: the pairs are the stored lexemes, which no parser may cut again.
      return [matchesOf(3, `t.search @@ ${param(query)}::tsquery`)];
    }
    const config = param(matching.config);
    const fullText = matchesOf(3, `t.search @@ to_tsquery(${config}::regconfig, ${param(query)})`);
    const corrected = pass.similar ? correctedWordQuery(pass.term, pass.corrections?.get(langCode)) : undefined;
    return corrected === undefined
      ? [fullText]
      : [fullText, matchesOf(4, `t.search @@ to_tsquery(${config}::regconfig, ${param(corrected)})`)];
  });
  if (textMatches.length === 0) return [];
  return [
    `
    select p.part_number, p.text_id, tm.tier, tm.score
    from (select text_id, min(tier) as tier, max(score) as score
          from (${textMatches.join(' union all ')}) text_match group by text_id) tm
    -- Not flattened (offset 0): a few texts each look up their parts in parts_text_id_idx,
    -- where a join estimated from the similarity operators' default selectivity scans parts.
    cross join lateral (select part_number, text_id from parts where parts.text_id = tm.text_id offset 0) p`,
  ];
}

/**
 * The term as a prefix query where each corrected word may also be one of its corrections,
 * whole ('(gaskit:* | gasket) & set:*'); undefined when no word of the term has one.
 */
function correctedWordQuery(term: string, corrections: ReadonlyMap<string, readonly string[]> | undefined) {
  if (corrections === undefined || corrections.size === 0) return undefined;
  return termWords(term)
    .map((word) => {
      const near = corrections.get(word);
      return near === undefined ? `${word}:*` : `(${[`${word}:*`, ...near].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The matches that may be in scope. Within one catalogue most matches are parts of other
 * models: rather than look each up, one scan of the catalogue's part numbers in
 * page_parts_catalogue_part_idx keeps those the catalogue has (the scan reads one range of
 * the index, however many catalogues there are). A brand has about half of all catalogues,
 * so there the lookups of located are the cheaper test.
 */
function inScopeSql(scope: SearchScope, param: Param): string {
  if ('brand' in scope) return 'in_scope as (select * from matches)';
  return `in_catalogue as materialized (
        select distinct pp.part_number from page_parts pp
        where pp.catalogue_id = ${param(scope.catalogueId)} and pp.part_number = any(array(select part_number from matches))
      ),
      in_scope as (select * from matches where part_number in (select part_number from in_catalogue))`;
}

/**
 * Page parts in the scope, as ranges of the "C" collation so that page_parts_part_scope_idx
 * answers them whatever the database's collation. Ids are paths: a brand's catalogues start
 * with 'brand-' and a section's pages with 'section-' ('.' is the character after '-').
 */
function scopeCondition(scope: SearchScope, param: Param): string {
  if ('brand' in scope) {
    return `pp.catalogue_id collate "C" >= ${param(`${scope.brand}-`)} and pp.catalogue_id collate "C" < ${param(`${scope.brand}.`)}`;
  }
  const catalogue = `pp.catalogue_id collate "C" = ${param(scope.catalogueId)}`;
  if (scope.sectionId === scope.catalogueId) return catalogue;
  const section = param(scope.sectionId);
  return `${catalogue} and pp.page_id collate "C" >= ${section} and pp.page_id collate "C" < ${param(`${scope.sectionId}.`)}
    and (pp.page_id = ${section} or pp.page_id like ${section} || '-%')`;
}

/**
 * "Did you mean": when a description search finds nothing, the term with each word the
 * catalogue does not hold replaced by the nearest catalogue word (one typo away when there is
 * one, else the most similar by trigrams, migration 027), offered only when that term finds
 * parts in the same scope. Languages without words (Japanese, Korean, Chinese, Thai) get none.
 */
import type { Queryable } from '../../db/database';
import { searchParts, wordLanguagesOf, type SearchScope } from './search-parts';
import { correctableLength, findWordCorrections, termWords } from './word-corrections';

/** The nearest catalogue word of each of these words by trigram similarity, where one is similar enough. */
async function nearestWords(db: Queryable, words: string[], langCodes: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await db.query<{ misspelt: string; word: string }>(
    `select m.word as misspelt, near.word
     from unnest($2::text[]) as m(word)
     cross join lateral (
       select w.word from catalogue_words w
       where w.word operator(public.%) m.word and w.language_code = any($1::text[])
       order by public.similarity(w.word, m.word) desc, w.word limit 1
     ) near`,
    [langCodes, words],
  );
  return new Map(rows.map((row) => [row.misspelt, row.word]));
}

export async function suggestSearch(
  db: Queryable,
  scope: SearchScope,
  term: string,
  langCode: string,
): Promise<string | undefined> {
  const langCodes = wordLanguagesOf(langCode);
  const words = termWords(term);
  const long = [...new Set(words.filter((word) => [...word].length >= correctableLength))];
  if (langCodes.length === 0 || long.length === 0) return undefined;
  const known = await db.query<{ word: string }>(
    'select distinct word from catalogue_words where language_code = any($1::text[]) and word = any($2::text[])',
    [langCodes, long],
  );
  const misspelt = long.filter((word) => !known.some((row) => row.word === word));
  if (misspelt.length === 0) return undefined;
  const corrections = await findWordCorrections(db, misspelt.join(' '), langCodes);
  const oneTypo = new Map<string, string>();
  for (const forLanguage of [langCode, 'en-GB'].map((code) => corrections.get(code))) {
    for (const [word, near] of forLanguage ?? []) if (!oneTypo.has(word) && near[0]) oneTypo.set(word, near[0]);
  }
  const nearest = await nearestWords(
    db,
    misspelt.filter((word) => !oneTypo.has(word)),
    langCodes,
  );
  const replaced = words.map((word) => oneTypo.get(word) ?? nearest.get(word) ?? word);
  if (replaced.every((word, index) => word === words[index])) return undefined;
  const suggestion = replaced.join(' ');
  const found = await searchParts(db, scope, 'description', suggestion, langCode);
  return found.length > 0 ? suggestion : undefined;
}

/**
 * The catalogue words a misspelt term word may mean: those one typo away (a character
 * replaced, missing or added, or two neighbours swapped), in the languages a search reads.
 * Candidates come from the deletion neighbourhoods of migration 027 in one index lookup; the
 * exact distance then keeps the true ones (sharing a neighbour also admits some pairs two
 * edits apart, such as 'abcd' and 'bcdx').
 */
import { withinOneEdit } from '../../../domain/catalogue/offline-search';
import type { Queryable } from '../../db/database';

/** Words shorter than this are one typo from too many others: they are never corrected. */
export const correctableLength = 3;

/** The term's words, lower case, as the search splits them (search-languages.ts). */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The word and the word with each one of its characters left out (code points, as SQL counts them). */
export function deletionNeighbourhood(word: string): string[] {
  const characters = [...word];
  const deletions = characters.map((_, index) =>
    [...characters.slice(0, index), ...characters.slice(index + 1)].join(''),
  );
  return [...new Set([word, ...deletions])];
}

/** For each language, each misspelt term word with the catalogue words one typo from it. */
export type WordCorrections = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/**
 * The corrections of the term's words of three characters or more, in these languages. A
 * word the language's catalogue holds as typed is not misspelt there and gets none. Only
 * words a tsquery can hold as one lexeme are offered (letters, marks and digits).
 */
export async function findWordCorrections(
  db: Queryable,
  term: string,
  langCodes: readonly string[],
): Promise<WordCorrections> {
  const words = [...new Set(termWords(term))].filter((word) => [...word].length >= correctableLength);
  const corrections = new Map<string, Map<string, string[]>>();
  if (words.length === 0 || langCodes.length === 0) return corrections;
  const rows = await db.query<{ language_code: string; word: string }>(
    `select distinct language_code, word from catalogue_word_deletions
     where language_code = any($1::text[]) and deletion = any($2::text[])`,
    [langCodes, [...new Set(words.flatMap(deletionNeighbourhood))]],
  );
  for (const langCode of langCodes) {
    const known = rows.filter((row) => row.language_code === langCode).map((row) => row.word);
    const forLanguage = new Map<string, string[]>();
    for (const word of words) {
      if (known.includes(word)) continue;
      const near = known.filter(
        (candidate) => candidate !== word && withinOneEdit(word, candidate) && /^[\p{L}\p{M}\p{N}]+$/u.test(candidate),
      );
      if (near.length > 0) forLanguage.set(word, near.sort());
    }
    if (forLanguage.size > 0) corrections.set(langCode, forLanguage);
  }
  return corrections;
}

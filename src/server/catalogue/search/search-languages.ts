/**
 * How a search reads the catalogue texts of each of the 29 languages (catalogue spec,
 * section 9), matching the stored `search` column of migration 020: a text-search
 * configuration where PostgreSQL has one, 'simple' otherwise, and character n-grams for
 * Japanese, Korean, Chinese and Thai, whose words are not (or not always) parted by spaces.
 */

import { characterSearchLanguages } from '../../../domain/catalogue/search-term-bounds';

/** The configuration migration 020 stores each language's texts with; 'simple' when missing. */
const textSearchConfigs: Readonly<Record<string, string>> = {
  'en-GB': 'english',
  'fr-FR': 'french',
  'fr-CA': 'french',
  'de-DE': 'german',
  hi: 'hindi',
  'pt-BR': 'portuguese',
  'pt-PT': 'portuguese',
  da: 'danish',
  el: 'greek',
  'es-ES': 'spanish',
  'es-MX': 'spanish',
  hu: 'hungarian',
  id: 'indonesian',
  'it-IT': 'italian',
  nl: 'dutch',
  'no-NO': 'norwegian',
  ro: 'romanian',
  'ru-RU': 'russian',
  sv: 'swedish',
  tr: 'turkish',
  // No stemmer on PostgreSQL 15 or PGlite: words are matched by prefix as written.
  cs: 'simple',
  'pl-PL': 'simple',
  vi: 'simple',
};

export type TextMatching = { kind: 'words'; config: string } | { kind: 'ngrams' };

export function textMatchingOf(langCode: string): TextMatching {
  // Their texts are stored as character n-grams (catalogue_text_ngrams, migration 020).
  if (characterSearchLanguages.has(langCode)) return { kind: 'ngrams' };
  return { kind: 'words', config: textSearchConfigs[langCode] ?? 'simple' };
}

/**
 * The term's words as a prefix query ('oil:* & pu:*'). Marks belong to words: Hindi vowel
 * signs are marks, and splitting on them would cut every word. A term of one letter or
 * digit asks for nothing: in an alphabet it starts half the texts.
 */
export function wordPrefixQuery(term: string): string | undefined {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
  if (words.length === 0 || (words.length === 1 && [...(words[0] ?? '')].length < 2)) return undefined;
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The term as the n-grams migration 020 stores, all required ('ォイ' & 'イル'), as tsquery
 * input: each pair of neighbouring characters of each run between spaces, punctuation and
 * symbols, or the character itself for a run of one. The runs are split on at least the
 * separators the migration lists, so every pair of a term is a pair of a text containing it.
 * Characters are code points, as PostgreSQL's substr counts them.
 */
export function ngramQuery(term: string): string | undefined {
  const grams = new Set<string>();
  for (const run of term.toLowerCase().split(/[\s\p{P}\p{S}]+/u)) {
    const characters = [...run];
    if (characters.length === 1) grams.add(run);
    for (let index = 0; index + 1 < characters.length; index++) {
      grams.add(`${characters[index]}${characters[index + 1]}`);
    }
  }
  if (grams.size === 0) return undefined;
  return [...grams].map((gram) => `'${gram.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' & ');
}

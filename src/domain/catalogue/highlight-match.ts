/**
 * Which part of a search result matched the search term, as plain text pieces the screen
 * wraps in <mark> (issue: "results lead to the page with the part highlighted"; the matched
 * text is shown, never injected as HTML). Part numbers match the way the catalogue service
 * compares them: letters and digits only, case ignored, so "w500 000" marks "W500000" in
 * "W500000-S400". Descriptions match word by word in any order, each term word marking the
 * start of a text word, ignoring case and accents ("etrier" marks "Étrier"). A term matched
 * only through the service's typo tolerance marks nothing rather than a guess.
 */

export interface TextPiece {
  text: string;
  matched: boolean;
}

export type HighlightKind = 'partNumber' | 'description';

/** Half-open ranges of code-point indexes to mark. */
type Range = readonly [start: number, end: number];

const partNumberCharacter = /[A-Z0-9]/;
const wordCharacter = /[\p{L}\p{M}\p{N}]/u;

/** Case- and accent-free form of one code point; '' for a lone combining mark. */
function fold(character: string): string {
  return character.normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase();
}

function piecesFrom(characters: readonly string[], ranges: readonly Range[]): TextPiece[] {
  const marked = new Array<boolean>(characters.length).fill(false);
  for (const [start, end] of ranges) marked.fill(true, start, end);
  const pieces: TextPiece[] = [];
  characters.forEach((character, index) => {
    const last = pieces.at(-1);
    if (last && last.matched === marked[index]) last.text += character;
    else pieces.push({ text: character, matched: marked[index] ?? false });
  });
  return pieces;
}

/** Every non-overlapping run of the term's letters and digits, separators inside a run included. */
function partNumberRanges(characters: readonly string[], term: string): Range[] {
  const key = term.toUpperCase().replaceAll(/[^A-Z0-9]/g, '');
  if (key === '') return [];
  const positions: number[] = [];
  characters.forEach((character, index) => {
    if (partNumberCharacter.test(character.toUpperCase())) positions.push(index);
  });
  const compact = positions.map((index) => characters[index]?.toUpperCase() ?? '').join('');
  const ranges: Range[] = [];
  for (let found = compact.indexOf(key); found >= 0; found = compact.indexOf(key, found + key.length)) {
    const start = positions[found] ?? 0;
    const end = (positions[found + key.length - 1] ?? start) + 1;
    ranges.push([start, end]);
  }
  return ranges;
}

/** For each word of the text, the longest term word it starts with. */
function wordRanges(characters: readonly string[], term: string): Range[] {
  const termWords = [...term.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map(([word]) => [...word].map(fold).join(''));
  if (termWords.length === 0) return [];
  const ranges: Range[] = [];
  let index = 0;
  while (index < characters.length) {
    if (!wordCharacter.test(characters[index] ?? '')) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < characters.length && wordCharacter.test(characters[end] ?? '')) end += 1;
    const folded = characters.slice(index, end).map(fold);
    const foldedWord = folded.join('');
    const longest = Math.max(0, ...termWords.filter((word) => foldedWord.startsWith(word)).map((word) => word.length));
    if (longest > 0) {
      // Walk code points until the folded prefix covers the term word, keeping any accent
      // that follows the last letter with it.
      let covered = 0;
      let stop = 0;
      while (covered < longest && stop < folded.length) covered += folded[stop++]?.length ?? 0;
      while (folded[stop] === '') stop += 1;
      ranges.push([index, index + stop]);
    }
    index = end;
  }
  return ranges;
}

/** The text cut into pieces, the ones the term matched flagged. */
export function highlightMatch(text: string, term: string, kind: HighlightKind): TextPiece[] {
  if (text === '') return [];
  const characters = [...text];
  const ranges = kind === 'partNumber' ? partNumberRanges(characters, term) : wordRanges(characters, term);
  return piecesFrom(characters, ranges);
}

import { describe, expect, it } from 'vitest';
import { highlightMatch, type TextPiece } from '../../../../src/domain/catalogue/highlight-match';

/** Writes pieces as text with the matched ones in [brackets], to keep the table readable. */
const show = (pieces: TextPiece[]) => pieces.map((piece) => (piece.matched ? `[${piece.text}]` : piece.text)).join('');

describe('highlightMatch, part numbers: letters and digits only, case ignored (as the catalogue service compares them)', () => {
  it.each<[string, string, string, string]>([
    ['the whole number', 'W500000-S400', 'W500000-S400', '[W500000-S400]'],
    ['a prefix, in lower case', 'W500000-S400', 'w500', '[W500]000-S400'],
    ['across the separator, typed without it', 'SB21-5V260-AA', 'sb215v', '[SB21-5V]260-AA'],
    ['typed with other separators', 'SB21-5V260-AA', 'sb21 5v2', '[SB21-5V2]60-AA'],
    ['in the middle', 'SB21-5V260-AA', '5V260', 'SB21-[5V260]-AA'],
    ['every occurrence', 'AA-10-AA', 'aa', '[AA]-10-[AA]'],
    ['a typo marks nothing', 'W500000-S400', 'W5O0', 'W500000-S400'],
    ['a term of separators only marks nothing', 'W500000-S400', '--', 'W500000-S400'],
  ])('%s: %s searched for "%s"', (_case, text, term, expected) => {
    expect(show(highlightMatch(text, term, 'partNumber'))).toBe(expected);
  });
});

describe('highlightMatch, descriptions: word starts in any order, case and accents ignored', () => {
  it.each<[string, string, string, string]>([
    ['one word', 'Brake caliper', 'brake', '[Brake] caliper'],
    ['words in another order', 'Brake caliper', 'caliper brake', '[Brake] [caliper]'],
    ['word starts only', 'Brake pad set, front', 'pad fro', 'Brake [pad] set, [fro]nt'],
    ['not inside a word', 'Disc brake', 'rake', 'Disc brake'],
    ['accents on the text', 'Étrier de frein', 'etrier', '[Étrier] de frein'],
    ['accents on the term', 'Etrier de frein', 'étr', '[Etr]ier de frein'],
    ['the longest of two term words that fit', 'Caliper', 'cal calip', '[Calip]er'],
    ['a misspelt word marks nothing, the others still do', 'Brake caliper', 'calipr brake', '[Brake] caliper'],
    ['punctuation in the term is ignored', 'Bolt, M8', '"m8"', 'Bolt, [M8]'],
  ])('%s: %s searched for "%s"', (_case, text, term, expected) => {
    expect(show(highlightMatch(text, term, 'description'))).toBe(expected);
  });

  it('keeps a decomposed accent with its letter', () => {
    const decomposed = 'E\u0301trier';
    expect(highlightMatch(decomposed, 'etr', 'description')).toEqual([
      { text: 'E\u0301tr', matched: true },
      { text: 'ier', matched: false },
    ]);
    expect(highlightMatch(decomposed, 'e', 'description')[0]).toEqual({ text: 'E\u0301', matched: true });
  });
});

describe('highlightMatch, edges', () => {
  it('gives no pieces for no text, and one unmarked piece for an empty term', () => {
    expect(highlightMatch('', 'brake', 'description')).toEqual([]);
    expect(highlightMatch('Brake disc', '', 'description')).toEqual([{ text: 'Brake disc', matched: false }]);
    expect(highlightMatch('W500000', '', 'partNumber')).toEqual([{ text: 'W500000', matched: false }]);
  });

  it('joins back into the original text, with HTML-like text left as text', () => {
    const text = '<b>Brake</b> caliper & pad';
    const pieces = highlightMatch(text, 'brake pad', 'description');
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(show(pieces)).toBe('<b>[Brake]</b> caliper & [pad]');
  });
});

import { describe, expect, it } from 'vitest';
import { withinOneEdit } from '../../../../../src/domain/catalogue/offline-search';
import { deletionNeighbourhood } from '../../../../../src/server/catalogue/search/word-corrections';

/** As the server corrects: different words, one typo apart. */
const isOneTypoApart = (a: string, b: string) => a !== b && withinOneEdit(a, b);

describe('one typo apart', () => {
  it('holds for a character replaced, missing, added, or two neighbours swapped', () => {
    expect(isOneTypoApart('gaskit', 'gasket')).toBe(true);
    expect(isOneTypoApart('gaset', 'gasket')).toBe(true);
    expect(isOneTypoApart('gassket', 'gasket')).toBe(true);
    expect(isOneTypoApart('oli', 'oil')).toBe(true);
    expect(isOneTypoApart('масляныи', 'масляный')).toBe(true);
  });

  it('fails for the same word, two typos, or two words that only share a deletion', () => {
    expect(isOneTypoApart('gasket', 'gasket')).toBe(false);
    expect(isOneTypoApart('gasskett', 'gasket')).toBe(false);
    expect(isOneTypoApart('abcd', 'bcdx')).toBe(false);
    expect(isOneTypoApart('oil', 'lio')).toBe(false);
  });

  it('counts characters as code points, as PostgreSQL does', () => {
    expect(isOneTypoApart('a😀b', 'axb')).toBe(true);
    expect(deletionNeighbourhood('ऑयल')).toEqual(['ऑयल', 'यल', 'ऑल', 'ऑय']);
    expect(deletionNeighbourhood('boot')).toEqual(['boot', 'oot', 'bot', 'boo']);
  });
});

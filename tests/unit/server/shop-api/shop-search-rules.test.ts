/**
 * The small rules of the shop API's search and gift certificates: suggested terms (exact,
 * completed, corrected), the edit distance behind corrections, the price refinement, and how
 * gift certificate codes are typed and masked.
 */
import { describe, expect, it } from 'vitest';
import {
  maskGiftCertificateCode,
  normaliseGiftCertificateCode,
} from '../../../../src/server/commerce/shop-api/gift-certificates/gift-certificate-repository';
import {
  inPriceRange,
  parsePriceRefinement,
} from '../../../../src/server/commerce/shop-api/product-search/price-refinement';
import { editDistance, suggestTerms } from '../../../../src/server/commerce/shop-api/product-search/suggested-terms';
import { sessionCookie } from '../../../../src/server/commerce/shop-api/sessions/session-cookie';

describe('suggestTerms', () => {
  const names = ['Brake pad kit', 'Brake disc, front', 'Bracket', 'Break-in oil', 'SB21-9G546-AA'];

  it('reports exact matches first, then completions, then corrections, per word typed', () => {
    const [brake] = suggestTerms('brake', names, 10);
    expect(brake?.original_term).toBe('brake');
    expect(brake?.terms).toEqual([
      { value: 'Brake', completed: false, corrected: false, exact_match: true },
      // Two letters from 'brake' (c and t added): a correction of a typo.
      { value: 'Bracket', completed: false, corrected: true, exact_match: false },
    ]);
    const [brak] = suggestTerms('brak', names, 10);
    // A four-letter word allows one error only, so 'Bracket' is not suggested for 'brak'.
    expect(brak?.terms.map((term) => [term.value, term.completed, term.corrected])).toEqual([['Brake', true, false]]);
  });

  it('suggests part numbers as typed, and keeps to the limit', () => {
    const [part] = suggestTerms('sb21', names, 10);
    expect(part?.terms[0]).toMatchObject({ value: 'SB21-9G546-AA', completed: true });
    expect(suggestTerms('b', names, 10)).toEqual([]);
    expect(suggestTerms('br', names, 2)[0]?.terms).toHaveLength(2);
  });

  it('gives one entry per word typed', () => {
    expect(suggestTerms('brake disc', names, 5).map((entry) => entry.original_term)).toEqual(['brake', 'disc']);
  });
});

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps as one each', () => {
    expect(editDistance('brake', 'brake')).toBe(0);
    expect(editDistance('brake', 'brage')).toBe(1);
    expect(editDistance('brake', 'brakes')).toBe(1);
    expect(editDistance('brake', 'brkae')).toBe(1);
    expect(editDistance('brake', 'bark')).toBe(2);
    expect(editDistance('a', 'abcdef')).toBeGreaterThan(2);
  });
});

describe('price refinement', () => {
  it('reads open and closed ranges', () => {
    expect(parsePriceRefinement('price=(10..50)')).toEqual({ min: 10, max: 50 });
    expect(parsePriceRefinement('price=(10.5..)')).toEqual({ min: 10.5 });
    expect(parsePriceRefinement('price=(..20)')).toEqual({ max: 20 });
  });

  it('refuses other refinements and backwards ranges in words', () => {
    expect(parsePriceRefinement('brand=arden')).toMatch(/^refine must be a price range/);
    expect(parsePriceRefinement('price=(50..10)')).toBe('refine must not end its price range below its start.');
  });

  it('keeps only priced parts within the range', () => {
    expect(inPriceRange(10, { min: 10, max: 50 })).toBe(true);
    expect(inPriceRange(50.01, { min: 10, max: 50 })).toBe(false);
    expect(inPriceRange(undefined, {})).toBe(false);
  });
});

describe('gift certificate codes', () => {
  it('are compared in upper case without spaces or hyphens', () => {
    expect(normaliseGiftCertificateCode(' gcepc-50gbp 7k2m ')).toBe('GCEPC50GBP7K2M');
  });

  it('are masked but for their last four characters', () => {
    expect(maskGiftCertificateCode('GCEPC50GBP7K2M')).toBe('**********7K2M');
    expect(maskGiftCertificateCode('ABC')).toBe('ABC');
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure only over https', () => {
    expect(sessionCookie('abc', false)).toBe('dwsid=abc; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax');
    expect(sessionCookie('abc', true)).toBe('dwsid=abc; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure');
  });
});

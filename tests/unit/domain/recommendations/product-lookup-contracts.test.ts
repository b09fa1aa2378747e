import { describe, expect, it } from 'vitest';
import { productLookupIds, productLookupPath } from '../../../../src/domain/recommendations/product-lookup-contracts';

describe('product lookup paths (shell spec, section 7: ids as a comma list)', () => {
  it.each([
    [['SB21-9Z873-AA'], 'products/SB21-9Z873-AA'],
    [['SB21-9Z873-AA', 'W503369-S511'], 'products/(SB21-9Z873-AA,W503369-S511)'],
    [['A B', 'C,D'], 'products/(A%20B,C%2CD)'],
  ])('%j is looked up at %s', (ids, path) => {
    expect(productLookupPath(ids)).toBe(path);
  });

  it.each([
    ['SB21-9Z873-AA', ['SB21-9Z873-AA']],
    ['(SB21-9Z873-AA,W503369-S511)', ['SB21-9Z873-AA', 'W503369-S511']],
    ['( A , B )', ['A', 'B']],
    ['()', ['']],
  ])('the segment %s names %j', (segment, ids) => {
    expect(productLookupIds(segment)).toEqual(ids);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveSupersession, supersessionEdges } from '../../../../src/domain/catalogue/supersession';

const edgesOf = (steps: readonly (readonly [string, string])[]) =>
  supersessionEdges(steps.map(([partNumber, replacedBy]) => ({ partNumber, replacedBy })));

describe('resolveSupersession: where the replacement chain of a part ends', () => {
  it('answers nothing for a current part', () => {
    expect(resolveSupersession('C', edgesOf([['A', 'B']]))).toBeUndefined();
  });

  it('follows A by B, B by C, C by D to D, listing every step in order', () => {
    const edges = edgesOf([
      ['A', 'B'],
      ['B', 'C'],
      ['C', 'D'],
    ]);
    expect(resolveSupersession('A', edges)).toEqual({ current: ['D'], chain: ['B', 'C', 'D'] });
    expect(resolveSupersession('C', edges)).toEqual({ current: ['D'], chain: ['D'] });
  });

  it('answers the kit for each part it replaces', () => {
    const edges = edgesOf([
      ['A1', 'KIT'],
      ['A2', 'KIT'],
    ]);
    expect(resolveSupersession('A1', edges)?.current).toEqual(['KIT']);
    expect(resolveSupersession('A2', edges)?.current).toEqual(['KIT']);
  });

  it('answers every part when one is replaced by several, following each branch to its end', () => {
    const edges = edgesOf([
      ['A', 'B1'],
      ['A', 'B2'],
      ['B1', 'C1'],
    ]);
    expect(resolveSupersession('A', edges)).toEqual({ current: ['B2', 'C1'], chain: ['B1', 'B2', 'C1'] });
  });

  it('reaches a part two branches share once', () => {
    const edges = edgesOf([
      ['A', 'B1'],
      ['A', 'B2'],
      ['B1', 'KIT'],
      ['B2', 'KIT'],
    ]);
    expect(resolveSupersession('A', edges)).toEqual({ current: ['KIT'], chain: ['B1', 'B2', 'KIT'] });
  });

  describe('bad data that loops ends the walk instead of hanging it', () => {
    it('a chain that only loops (A by B, B by A) has no current part', () => {
      const edges = edgesOf([
        ['A', 'B'],
        ['B', 'A'],
      ]);
      expect(resolveSupersession('A', edges)).toBeUndefined();
      expect(resolveSupersession('B', edges)).toBeUndefined();
    });

    it('a part replaced by itself has no current part', () => {
      expect(resolveSupersession('A', edgesOf([['A', 'A']]))).toBeUndefined();
    });

    it('a loop beside a way out still ends at the way out', () => {
      const edges = edgesOf([
        ['A', 'B'],
        ['B', 'C'],
        ['C', 'B'],
        ['C', 'D'],
      ]);
      expect(resolveSupersession('A', edges)).toEqual({ current: ['D'], chain: ['B', 'C', 'D'] });
    });

    it('a long loop of many parts ends at once', () => {
      const size = 10_000;
      const steps = Array.from({ length: size }, (_, index) => [`P${index}`, `P${(index + 1) % size}`] as const);
      const started = performance.now();
      expect(resolveSupersession('P0', edgesOf(steps))).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });
});

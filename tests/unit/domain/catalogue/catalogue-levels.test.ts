import { describe, expect, it } from 'vitest';
import { levelCrumbs, levelIds, levelPath } from '../../../../src/domain/catalogue/catalogue-levels';

describe('catalogue level routes', () => {
  it.each([
    [['arden'], '/home'],
    [['arden', 'cat 1'], '/catalogue/cat%201'],
    [['arden', 'cat-1', 'maj-2'], '/major-section/maj-2'],
    [['arden', 'cat-1', 'maj-2', 'min-3'], '/major-section/maj-2/minor-section/min-3'],
    [['arden', 'cat-1', 'maj-2', 'min-3', 'p-4'], '/major-section/maj-2/minor-section/min-3/page-section/p-4'],
  ])('%j -> %s', (ids, path) => {
    expect(levelPath(ids)).toBe(path);
  });

  it('gives every breadcrumb entry of a page section the route to its level', () => {
    const page = { catHieId: 'p-4', parentCategoryTree: ['arden', 'cat-1', 'maj-2', 'min-3'] };
    expect(levelIds(page)).toEqual(['arden', 'cat-1', 'maj-2', 'min-3', 'p-4']);
    const breadcrumb = [
      { catHieId: 'arden', description: 'Arden' },
      { catHieId: 'cat-1', description: 'Arden Estate 2024' },
      { catHieId: 'maj-2', description: 'Engine' },
      { catHieId: 'min-3', description: 'Cylinder head' },
      { catHieId: 'p-4', description: 'Gaskets' },
    ];
    expect(levelCrumbs(page, breadcrumb).map(({ label, path, depth }) => [label, path, depth])).toEqual([
      ['Arden', '/home', 0],
      ['Arden Estate 2024', '/catalogue/cat-1', 1],
      ['Engine', '/major-section/maj-2', 2],
      ['Cylinder head', '/major-section/maj-2/minor-section/min-3', 3],
      ['Gaskets', '/major-section/maj-2/minor-section/min-3/page-section/p-4', 4],
    ]);
  });

  it('leaves out entries that are not the node or its ancestors', () => {
    const major = { catHieId: 'maj-2', parentCategoryTree: ['arden', 'cat-1'] };
    const crumbs = levelCrumbs(major, [
      { catHieId: 'elsewhere', description: 'Stray' },
      { catHieId: 'maj-2', description: 'Engine' },
    ]);
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Engine']);
  });
});

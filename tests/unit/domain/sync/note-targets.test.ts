import { describe, expect, it } from 'vitest';
import { checkNoteAction } from '../../../../src/domain/sync/check-note-action';
import { notePagePath, noteTargetLocation, pageNoteTarget } from '../../../../src/domain/sync/note-targets';

const page = { catHieId: 'p-4', parentCategoryTree: ['arden', 'cat-1', 'maj-2', 'min-3'], description: 'Gaskets' };
const breadcrumb = [
  { catHieId: 'arden', description: 'Arden' },
  { catHieId: 'cat-1', description: 'Arden Estate 2024' },
  { catHieId: 'maj-2', description: 'Engine' },
  { catHieId: 'min-3', description: 'Cylinder head' },
  { catHieId: 'p-4', description: 'Gaskets' },
];

describe('pageNoteTarget: what a note on a page section is on', () => {
  it('keeps the page, the ids above it and its breadcrumb below the brand', () => {
    expect(pageNoteTarget(page, breadcrumb)).toEqual({
      kind: 'page',
      catHieId: 'p-4',
      ancestors: ['arden', 'cat-1', 'maj-2', 'min-3'],
      description: 'Arden Estate 2024 › Engine › Cylinder head › Gaskets',
    });
  });

  it("falls back to the page's own name with no breadcrumb, or one too long to keep", () => {
    expect(pageNoteTarget(page, []).description).toBe('Gaskets');
    const long = breadcrumb.map((entry) => ({
      ...entry,
      description: entry.catHieId === 'p-4' ? 'Gaskets' : 'x'.repeat(200),
    }));
    expect(pageNoteTarget(page, long).description).toBe('Gaskets');
  });

  it('makes a target the sync checks accept', () => {
    const note = {
      id: 'n1',
      target: pageNoteTarget(page, breadcrumb),
      text: 'Use the new seal',
      updatedAt: '2025-01-02T10:00:00.000Z',
    };
    expect(checkNoteAction({ action: 'save', note })).toEqual({ ok: true, value: { action: 'save', note } });
  });
});

describe('notePagePath: where a page note leads', () => {
  it('is the route of the page section', () => {
    expect(notePagePath(pageNoteTarget(page, breadcrumb))).toBe(
      '/major-section/maj-2/minor-section/min-3/page-section/p-4',
    );
  });

  it('encodes ids that are not URL-safe', () => {
    const target = {
      kind: 'page' as const,
      catHieId: 'p 4',
      ancestors: ['arden', 'cat-1', 'maj/2', 'min-3'],
      description: 'Gaskets',
    };
    expect(notePagePath(target)).toBe('/major-section/maj%2F2/minor-section/min-3/page-section/p%204');
  });
});

describe('noteTargetLocation', () => {
  it('names each level below the brand from the stored trail, or none when the trail is only the page', () => {
    const target = {
      kind: 'page' as const,
      catHieId: 'arden-sb21-2024-m06-n01-p2',
      ancestors: ['arden', 'arden-sb21-2024', 'arden-sb21-2024-m06', 'arden-sb21-2024-m06-n01'],
      description: 'Arden Sable 2024 › Brakes › Brake caliper › Front',
    };
    expect(noteTargetLocation(target)).toEqual([
      { catHieId: 'arden-sb21-2024', description: 'Arden Sable 2024' },
      { catHieId: 'arden-sb21-2024-m06', description: 'Brakes' },
      { catHieId: 'arden-sb21-2024-m06-n01', description: 'Brake caliper' },
      { catHieId: 'arden-sb21-2024-m06-n01-p2', description: 'Front' },
    ]);
    expect(noteTargetLocation({ ...target, description: 'Front' })).toEqual([]);
  });
});

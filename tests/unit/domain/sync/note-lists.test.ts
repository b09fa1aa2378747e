import { describe, expect, it } from 'vitest';
import { noteCountsByNode, notesNewestFirst, notesOnPage } from '../../../../src/domain/sync/note-lists';
import type { Note } from '../../../../src/domain/sync/sync-contracts';

const onPage = (id: string, catHieId: string, ancestors: string[], updatedAt = '2025-01-02T10:00:00.000Z'): Note => ({
  id,
  target: { kind: 'page', catHieId, ancestors, description: catHieId },
  text: `Note ${id}`,
  updatedAt,
});

const onPart = (id: string, updatedAt = '2025-01-02T10:00:00.000Z'): Note => ({
  id,
  target: { kind: 'part', partNumber: 'LR001', description: 'Brake pad' },
  text: `Note ${id}`,
  updatedAt,
});

const engine = ['arden', 'cat-1', 'maj-engine', 'min-head'];
const brakes = ['arden', 'cat-1', 'maj-brakes', 'min-front'];
const otherVehicle = ['arden', 'cat-2', 'maj-engine-2', 'min-head-2'];

describe('notesNewestFirst', () => {
  it('puts the most recently edited first, keeping the order of equal times, without changing its input', () => {
    const notes = [
      onPart('a', '2025-01-01T09:00:00.000Z'),
      onPart('b', '2025-03-01T09:00:00.000Z'),
      onPart('c', '2025-01-01T09:00:00.000Z'),
      // Another offset, later in absolute time than b.
      onPart('d', '2025-03-01T10:30:00+01:00'),
    ];
    expect(notesNewestFirst(notes).map((note) => note.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(notes.map((note) => note.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('notesOnPage', () => {
  it("answers one page's notes, newest first, and none of its neighbours' or parts'", () => {
    const notes = [
      onPage('old', 'gaskets', engine, '2025-01-01T09:00:00.000Z'),
      onPage('new', 'gaskets', engine, '2025-02-01T09:00:00.000Z'),
      onPage('other', 'valves', engine),
      onPart('part'),
    ];
    expect(notesOnPage(notes, 'gaskets').map((note) => note.id)).toEqual(['new', 'old']);
    expect(notesOnPage(notes, 'nowhere')).toEqual([]);
  });
});

describe('noteCountsByNode: notes under each catalogue node', () => {
  const notes = [
    onPage('1', 'gaskets', engine),
    onPage('2', 'gaskets', engine),
    onPage('3', 'valves', engine),
    onPage('4', 'pads', brakes),
    onPage('5', 'seals', otherVehicle),
    onPart('6'),
  ];
  const counts = noteCountsByNode(notes);

  it.each([
    ['gaskets', 2, 'the page itself'],
    ['min-head', 3, 'a minor section: its pages'],
    ['maj-engine', 3, 'a major section'],
    ['maj-brakes', 1, 'another major section'],
    ['cat-1', 4, 'the vehicle: all its pages'],
    ['cat-2', 1, 'another vehicle'],
    ['arden', 5, 'the brand: every page note, never part notes'],
  ])('%s: %i (%s)', (catHieId, count) => {
    expect(counts.get(catHieId)).toBe(count);
  });

  it('has no entry for a node with no notes under it', () => {
    expect(counts.get('min-rear')).toBeUndefined();
    expect(noteCountsByNode([onPart('a')]).size).toBe(0);
  });

  it('counts a note once even if an id repeats in its path', () => {
    expect(noteCountsByNode([onPage('1', 'p', ['arden', 'arden', 'p'])]).get('arden')).toBe(1);
    expect(noteCountsByNode([onPage('1', 'p', ['arden', 'arden', 'p'])]).get('p')).toBe(1);
  });
});

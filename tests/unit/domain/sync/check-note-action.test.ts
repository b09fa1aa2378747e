import { describe, expect, it } from 'vitest';
import { checkNoteAction } from '../../../../src/domain/sync/check-note-action';

const note = {
  id: 'note-1',
  target: {
    kind: 'page',
    catHieId: 'page-1',
    ancestors: ['brand', 'cat-1', 'major-1', 'minor-1'],
    description: 'Front brakes',
  },
  text: ' Check pads ',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

const targetMessage =
  'A note is on a page (catHieId, ancestors and description) or a part (partNumber and description).';
const noteWithTarget = (changes: Record<string, unknown>) => ({ ...note, target: { ...note.target, ...changes } });

describe('checkNoteAction: a note action from outside, before it is applied', () => {
  it('answers a save with its text trimmed, and a delete', () => {
    expect(checkNoteAction({ action: 'save', note })).toEqual({
      ok: true,
      value: { action: 'save', note: { ...note, text: 'Check pads' } },
    });
    const partNote = { ...note, target: { kind: 'part', partNumber: 'LR001', description: 'Pad' } };
    expect(checkNoteAction({ action: 'save', note: partNote })).toMatchObject({ ok: true });
    expect(checkNoteAction({ action: 'delete', id: 'note-1' })).toEqual({
      ok: true,
      value: { action: 'delete', id: 'note-1' },
    });
  });

  it('keeps only the fields a note has', () => {
    const checked = checkNoteAction({
      action: 'save',
      note: { ...noteWithTarget({ path: '/elsewhere' }), colour: 'red' },
    });
    expect(checked).toEqual({ ok: true, value: { action: 'save', note: { ...note, text: 'Check pads' } } });
  });

  it.each([
    [{ action: 'archive', id: 'note-1' }, 'Unknown action.'],
    [null, 'Unknown action.'],
    [{ action: 'save' }, 'The save action needs a note.'],
    [{ action: 'save', note: { ...note, id: '' } }, 'A note id is required, at most 100 characters.'],
    [{ action: 'delete', id: 'x'.repeat(101) }, 'A note id is required, at most 100 characters.'],
    [{ action: 'save', note: { ...note, target: { kind: 'page', description: 'x' } } }, targetMessage],
    [{ action: 'save', note: { ...note, target: { kind: 'vehicle', vin: 'x', description: 'x' } } }, targetMessage],
    [{ action: 'save', note: noteWithTarget({ ancestors: undefined }) }, targetMessage],
    [{ action: 'save', note: noteWithTarget({ ancestors: [] }) }, targetMessage],
    [{ action: 'save', note: noteWithTarget({ ancestors: 'brand/cat-1' }) }, targetMessage],
    [{ action: 'save', note: noteWithTarget({ ancestors: ['brand', ''] }) }, targetMessage],
    [{ action: 'save', note: noteWithTarget({ ancestors: ['brand', 7] }) }, targetMessage],
    [
      {
        action: 'save',
        note: noteWithTarget({ ancestors: Array.from({ length: 11 }, (_, index) => `level-${index}`) }),
      },
      targetMessage,
    ],
    [{ action: 'save', note: noteWithTarget({ catHieId: '' }) }, targetMessage],
    [{ action: 'save', note: { ...note, text: '   ' } }, 'Enter the text of the note.'],
    [{ action: 'save', note: { ...note, text: 42 } }, 'Enter the text of the note.'],
    [{ action: 'save', note: { ...note, text: 'x'.repeat(2001) } }, 'A note can be at most 2000 characters.'],
    [
      { action: 'save', note: { ...note, updatedAt: 'yesterday' } },
      'A note needs updatedAt, the date and time of its last edit.',
    ],
  ])('refuses %j: %s', (value, message) => {
    expect(checkNoteAction(value)).toEqual({ ok: false, message });
  });
});

import { describe, expect, it } from 'vitest';
import { applyNoteAction, checkNoteText } from '../../../../src/domain/sync/notes';
import type { Note, NoteAction } from '../../../../src/domain/sync/sync-contracts';

const note = (id: string, text = `Note ${id}`): Note => ({
  id,
  target: { kind: 'part', partNumber: 'LR001', description: 'Brake pad' },
  text,
  updatedAt: '2025-01-02T10:00:00.000Z',
});

describe('applyNoteAction', () => {
  it('save appends a new note', () => {
    expect(applyNoteAction([note('a')], { action: 'save', note: note('b') })).toEqual([note('a'), note('b')]);
  });

  it('save replaces the note with the same id, in its place', () => {
    expect(applyNoteAction([note('a'), note('b')], { action: 'save', note: note('a', 'edited') })).toEqual([
      note('a', 'edited'),
      note('b'),
    ]);
  });

  it('delete removes the note; deleting a missing note changes nothing', () => {
    expect(applyNoteAction([note('a'), note('b')], { action: 'delete', id: 'a' })).toEqual([note('b')]);
    expect(applyNoteAction([note('a')], { action: 'delete', id: 'z' })).toEqual([note('a')]);
  });

  it("throws 'Unknown action.' for any other action", () => {
    expect(() => applyNoteAction([], { action: 'archive', id: 'a' } as unknown as NoteAction)).toThrow(
      new Error('Unknown action.'),
    );
  });

  it('in server order: the last save wins, a delete wins over earlier saves, a later save makes the note again', () => {
    const apply = (actions: NoteAction[]) => actions.reduce(applyNoteAction, [] as Note[]);
    expect(
      apply([
        { action: 'save', note: note('a', 'one') },
        { action: 'save', note: note('a', 'two') },
      ]),
    ).toEqual([note('a', 'two')]);
    expect(
      apply([
        { action: 'save', note: note('a', 'one') },
        { action: 'delete', id: 'a' },
      ]),
    ).toEqual([]);
    expect(
      apply([
        { action: 'save', note: note('a') },
        { action: 'delete', id: 'a' },
        { action: 'save', note: note('a', 'back') },
      ]),
    ).toEqual([note('a', 'back')]);
  });
});

describe('checkNoteText: required after trimming, at most 2000 characters', () => {
  it.each([
    ['Check torque', 'Check torque'],
    ['  trimmed  ', 'trimmed'],
    ['x'.repeat(2000), 'x'.repeat(2000)],
    ['😀'.repeat(2000), '😀'.repeat(2000)],
  ])('accepts %j', (text, value) => {
    expect(checkNoteText(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Enter the text of the note.'],
    [' \n\t ', 'Enter the text of the note.'],
    ['x'.repeat(2001), 'A note can be at most 2000 characters.'],
  ])('refuses %j', (text, message) => {
    expect(checkNoteText(text)).toEqual({ ok: false, message });
  });
});

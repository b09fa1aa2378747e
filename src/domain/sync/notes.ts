/**
 * My Notes as a list the device and the server both change by note actions. Applied in the
 * order the server receives them (see the convergence rules in
 * src/domain/shopping-list/shopping-list-actions.ts): the last save received wins, a delete
 * wins over the saves received before it, and a save received after a delete makes the note
 * again.
 */
import { unknownActionMessage } from '../shopping-list/shopping-list-contracts';
import type { FieldCheck } from '../shopping-list/line-validation';
import type { Note, NoteAction } from './sync-contracts';

export const maxNoteLength = 2000;

/** Save replaces the note with the same id (keeping its place) or appends it; delete removes it. */
export function applyNoteAction(notes: readonly Note[], action: NoteAction): Note[] {
  switch (action.action) {
    case 'save': {
      const exists = notes.some((note) => note.id === action.note.id);
      if (!exists) return [...notes, action.note];
      return notes.map((note) => (note.id === action.note.id ? action.note : note));
    }
    case 'delete':
      return notes.filter((note) => note.id !== action.id);
    default:
      throw new Error(unknownActionMessage);
  }
}

/** Required after trimming, at most 2000 characters (counted as the user sees them). */
export function checkNoteText(text: string): FieldCheck<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter the text of the note.' };
  if ([...trimmed].length > maxNoteLength) {
    return { ok: false, message: `A note can be at most ${maxNoteLength} characters.` };
  }
  return { ok: true, value: trimmed };
}

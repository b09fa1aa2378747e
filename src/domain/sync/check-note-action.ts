/**
 * Checks a note action from outside (the sync endpoint's request, an outbox entry) before it
 * is applied: 'Unknown action.' for anything but save and delete, then the shape of the note
 * (a page note carries the ids of the levels above its page) and its text (notes.ts),
 * answering the note with its text trimmed and without fields a note does not have.
 */
import { unknownActionMessage } from '../shopping-list/shopping-list-contracts';
import type { FieldCheck } from '../shopping-list/line-validation';
import { checkNoteText } from './notes';
import type { Note, NoteAction } from './sync-contracts';

export const maxNoteIdLength = 100;
export const maxNoteTargetTextLength = 500;
/** A page lies 4 levels down (brand, vehicle, major, minor); the room above that is for deeper catalogues. */
export const maxNoteAncestors = 10;

export function checkNoteAction(value: unknown): FieldCheck<NoteAction> {
  if (!isRecord(value)) return fail(unknownActionMessage);
  switch (value['action']) {
    case 'save': {
      const note = checkNote(value['note']);
      return note.ok ? { ok: true, value: { action: 'save', note: note.value } } : note;
    }
    case 'delete': {
      const id = value['id'];
      return isNoteId(id) ? { ok: true, value: { action: 'delete', id } } : fail(noteIdMessage);
    }
    default:
      return fail(unknownActionMessage);
  }
}

const noteIdMessage = `A note id is required, at most ${maxNoteIdLength} characters.`;
const noteTargetMessage =
  'A note is on a page (catHieId, ancestors and description) or a part (partNumber and description).';

function checkNote(value: unknown): FieldCheck<Note> {
  if (!isRecord(value)) return fail('The save action needs a note.');
  const { id, target, text, updatedAt } = value;
  if (!isNoteId(id)) return fail(noteIdMessage);
  const checkedTarget = checkTarget(target);
  if (checkedTarget === undefined) {
    return fail(noteTargetMessage);
  }
  if (typeof text !== 'string') return fail('Enter the text of the note.');
  const checkedText = checkNoteText(text);
  if (!checkedText.ok) return checkedText;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) {
    return fail('A note needs updatedAt, the date and time of its last edit.');
  }
  return { ok: true, value: { id, target: checkedTarget, text: checkedText.value, updatedAt } };
}

function checkTarget(value: unknown): Note['target'] | undefined {
  if (!isRecord(value) || !isShortText(value['description'])) return undefined;
  const description = value['description'];
  const ancestors = value['ancestors'];
  if (value['kind'] === 'page' && isCatalogueId(value['catHieId']) && isAncestorList(ancestors)) {
    return { kind: 'page', catHieId: value['catHieId'], ancestors: [...ancestors], description };
  }
  if (value['kind'] === 'part' && isShortText(value['partNumber']) && value['partNumber'] !== '') {
    return { kind: 'part', partNumber: value['partNumber'], description };
  }
  return undefined;
}

function isNoteId(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxNoteIdLength;
}

function isCatalogueId(value: unknown): value is string {
  return isShortText(value) && value !== '';
}

function isAncestorList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.length <= maxNoteAncestors && value.every(isCatalogueId);
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxNoteTargetTextLength;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail<T>(message: string): FieldCheck<T> {
  return { ok: false, message };
}

/**
 * My Notes as the custom object EpcNotes: one record per user, keyed by the user id, holding
 * all of that user's notes in c_notes (in the order they were first saved) and c_userId, the
 * owner. One record rather than one per note, so a sync request reads and writes a user's
 * notes in one row, under the same per-user lock as the shopping list.
 */
import type { Note } from '../../domain/sync/sync-contracts';
import type { Queryable } from '../db/database';
import { findCustomObject, saveCustomObject } from '../commerce/data-api/custom-objects/custom-object-repository';

export const notesType = 'EpcNotes';

export async function findNotes(db: Queryable, userId: string, options: { forUpdate?: boolean } = {}): Promise<Note[]> {
  const row = await findCustomObject(db, notesType, userId, options);
  const notes = row?.data['c_notes'];
  // Written only by saveNotes from checked actions, so the stored shape is trusted.
  return Array.isArray(notes) ? (notes as Note[]) : [];
}

export async function saveNotes(tx: Queryable, userId: string, notes: readonly Note[]): Promise<void> {
  await saveCustomObject(tx, notesType, userId, { c_userId: userId, c_notes: notes });
}

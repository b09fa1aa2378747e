/** The user's notes as the screens show them: newest first, one page's, and counts per catalogue node. */
import type { Note } from './sync-contracts';

/** The most recently edited first; notes edited at the same moment keep their order. */
export function notesNewestFirst(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The notes on one page section, newest first. */
export function notesOnPage(notes: readonly Note[], catHieId: string): Note[] {
  return notesNewestFirst(notes.filter((note) => note.target.kind === 'page' && note.target.catHieId === catHieId));
}

/**
 * How many page notes lie under each catalogue node: a note counts for its page and for every
 * level above it (vehicle, major, minor). Part notes name no place in the catalogue, so they
 * count nowhere. Built once per list of nodes, then each node is a lookup.
 */
export function noteCountsByNode(notes: readonly Note[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { target } of notes) {
    if (target.kind !== 'page') continue;
    for (const id of new Set([...target.ancestors, target.catHieId])) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

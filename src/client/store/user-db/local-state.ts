/** The user's shopping list, notes, bookmarks and profile as kept on the device, read whole and written as a diff. */
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import type { Note, SyncedProfile } from '../../../domain/sync/sync-contracts';
import { profileRowId, type StoredBookmark, type StoredLine } from './user-db-entities';
import type { UserDb } from './user-db';

export async function readLines(db: UserDb): Promise<ShoppingListLine[]> {
  const rows = await db.shoppingLines.orderBy('position').toArray();
  return rows.map(({ position: _position, ...line }) => line);
}

/**
 * Makes the stored list, which holds `previous` (as readLines answered it, in the same
 * transaction), equal `lines`, touching only the rows that changed: one edit stays one write.
 */
export async function writeLines(
  db: UserDb,
  previous: readonly ShoppingListLine[],
  lines: readonly ShoppingListLine[],
): Promise<void> {
  // Every write numbers the rows 0, 1, 2 ..., so a line's place in `previous` is its stored position.
  const current = new Map(previous.map((line, position) => [line.productId, { ...line, position }]));
  const next: StoredLine[] = lines.map((line, position) => ({ ...line, position }));
  const kept = new Set(next.map((row) => row.productId));
  await db.shoppingLines.bulkDelete([...current.keys()].filter((productId) => !kept.has(productId)));
  await db.shoppingLines.bulkPut(next.filter((row) => !sameFields(current.get(row.productId), row)));
}

export function readNotes(db: UserDb): Promise<Note[]> {
  return db.notes.toArray();
}

/** Like writeLines: `previous` is what readNotes answered in the same transaction. */
export async function writeNotes(db: UserDb, previous: readonly Note[], notes: readonly Note[]): Promise<void> {
  const current = new Map(previous.map((note) => [note.id, note]));
  const kept = new Set(notes.map((note) => note.id));
  await db.notes.bulkDelete([...current.keys()].filter((id) => !kept.has(id)));
  await db.notes.bulkPut(notes.filter((note) => JSON.stringify(current.get(note.id)) !== JSON.stringify(note)));
}

/** Newest first, as the drawer shows them and the server keeps them. */
export async function readBookmarks(db: UserDb): Promise<Bookmark[]> {
  const rows = await db.bookmarks.orderBy('position').toArray();
  return rows.map(storedBookmark);
}

/** The bookmark without its place in the stored list. */
export function storedBookmark({ position: _position, ...bookmark }: StoredBookmark): Bookmark {
  return bookmark;
}

/** Like writeLines: `previous` is what readBookmarks answered in the same transaction. */
export async function writeBookmarks(
  db: UserDb,
  previous: readonly Bookmark[],
  bookmarks: readonly Bookmark[],
): Promise<void> {
  const current = new Map(
    previous.map((bookmark, position) => [bookmark.id, JSON.stringify({ ...bookmark, position })]),
  );
  const next: StoredBookmark[] = bookmarks.map((bookmark, position) => ({ ...bookmark, position }));
  const kept = new Set(next.map((row) => row.id));
  await db.bookmarks.bulkDelete([...current.keys()].filter((id) => !kept.has(id)));
  await db.bookmarks.bulkPut(next.filter((row) => current.get(row.id) !== JSON.stringify(row)));
}

function sameFields(stored: StoredLine | undefined, next: StoredLine): boolean {
  if (stored === undefined) return false;
  const keys = new Set([...Object.keys(stored), ...Object.keys(next)]) as Set<keyof StoredLine>;
  return [...keys].every((key) => stored[key] === next[key]);
}

/** The profile as kept on this device; undefined before the first reply or change that made one. */
export async function readProfile(db: UserDb): Promise<SyncedProfile | undefined> {
  return (await db.profile.get(profileRowId))?.profile;
}

/** Writes the profile only when it changed (undefined, from a server before issue 15, leaves it as it is). */
export async function writeProfile(
  db: UserDb,
  previous: SyncedProfile | undefined,
  profile: SyncedProfile | undefined,
): Promise<void> {
  if (profile === undefined || JSON.stringify(previous) === JSON.stringify(profile)) return;
  await db.profile.put({ id: profileRowId, profile });
}

/**
 * One database per signed-in user on this device (`epc-user-{customerId}`): their shopping
 * list, notes, bookmarks, profile (history, preferences, export configuration, details), the outbox of changes not yet acknowledged by the server (and those it
 * refused, until the user deals with them), how the device stands with the server, the server's
 * own copy, and the last known prices. Personal data lives here and never in the service
 * worker's caches; separate databases keep one user's unsynced changes apart from another's.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Note } from '../../../domain/sync/sync-contracts';
import type {
  KnownPrice,
  OutboxEntry,
  ProfileRow,
  ServerCopyRow,
  StoredBookmark,
  StoredLine,
  SyncStateRow,
} from './user-db-entities';

export type UserDb = Dexie & {
  shoppingLines: EntityTable<StoredLine, 'productId'>;
  notes: EntityTable<Note, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  syncState: EntityTable<SyncStateRow, 'id'>;
  prices: EntityTable<KnownPrice, 'apn'>;
  bookmarks: EntityTable<StoredBookmark, 'id'>;
  serverCopy: EntityTable<ServerCopyRow, 'id'>;
  profile: EntityTable<ProfileRow, 'id'>;
};

export const userDbName = (userKey: string) => `epc-user-${userKey}`;

export function openUserDb(userKey: string): UserDb {
  const db = new Dexie(userDbName(userKey)) as UserDb;
  db.version(1).stores({
    shoppingLines: 'productId, position',
    notes: 'id',
    outbox: '++seq, &operation.idempotencyKey',
    syncState: 'id',
    prices: 'apn',
  });
  // Version 2 (issue 6) adds the bookmarks. An older database keeps its rows and outbox; its
  // bookmarks table starts empty and fills with the server's list at the next sync.
  db.version(2).stores({ bookmarks: 'id, position' });
  // Version 3 (issue 12) keeps the server's copy apart, for discarding a refused change. An
  // older database has none until the next reply; the outbox entries need no new index.
  db.version(3).stores({ serverCopy: 'id' });
  // Version 4 (issue 15) adds the profile, one row. An older database has none until the next
  // reply (the screens show the empty profile meanwhile); queued profile changes apply on top.
  db.version(4).stores({ profile: 'id' });
  return db;
}

const connections = new Map<string, UserDb>();

/** The app's one connection to a user's database, opened on first use. */
export function userDb(userKey: string): UserDb {
  let db = connections.get(userKey);
  if (!db) {
    db = openUserDb(userKey);
    connections.set(userKey, db);
  }
  return db;
}

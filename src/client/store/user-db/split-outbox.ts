/** The outbox read once, parted into the changes still to send and those the server refused. */
import type { OutboxEntry } from './user-db-entities';

export function splitOutbox(outbox: readonly OutboxEntry[]): { waiting: OutboxEntry[]; refused: OutboxEntry[] } {
  const waiting: OutboxEntry[] = [];
  const refused: OutboxEntry[] = [];
  for (const entry of outbox) (entry.refused === undefined ? waiting : refused).push(entry);
  return { waiting, refused };
}

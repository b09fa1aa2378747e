/**
 * The signed-in user's outbox (docs/sync.md) as a test sees it: the app's signals say how many
 * changes wait and when all were sent; the outbox itself (docs/testing.md, "Reading what the
 * app queued") says what they are.
 */
import type { Page } from 'playwright';
import { readSignals, waitForSignals } from './app-signals';

// #region wait-for-sync
/** Waits until every queued change has reached the server: nothing pending, nothing sending. */
export async function waitForOutboxEmpty(page: Page): Promise<void> {
  await waitForSignals(page, { session: 'registered', sync: 'idle', pendingChanges: '0' });
}

/** How many changes wait on this device, once the app has counted them. */
export async function pendingChanges(page: Page): Promise<number | undefined> {
  const { pendingChanges: count } = await readSignals(page);
  return count === undefined ? undefined : Number(count);
}
// #endregion wait-for-sync

// #region queued-changes
/** One change waiting in the outbox: what it changes and how (docs/sync.md, "Operations"). */
export interface QueuedChange {
  entity: string;
  change: Record<string, unknown>;
  createdAt: string;
  /** The server refused it for good; it waits for the user to discard or edit it. */
  refused: boolean;
}

interface OutboxEntry {
  operation: Omit<QueuedChange, 'refused'>;
  refused?: unknown;
}

/** What the app queued for the signed-in user, oldest first, read from their IndexedDB. */
export function queuedChanges(page: Page): Promise<QueuedChange[]> {
  return page.evaluate(async () => {
    const customerId = localStorage.getItem('customer_id');
    const name = `epc-user-${customerId ?? ''}`;
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      const entries = await new Promise<OutboxEntry[]>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as OutboxEntry[]);
        request.onerror = () => reject(request.error);
      });
      return entries.map(({ operation: { entity, change, createdAt }, refused }) => ({
        entity,
        change,
        createdAt,
        refused: refused !== undefined,
      }));
    } finally {
      db.close();
    }
  });
}
// #endregion queued-changes

/**
 * The signed-in user's outbox on the device (docs/sync.md), for tests that must not leave a
 * change unsent when they close their browser: a language change sent half-way would follow the
 * demo user into other tests' sign-ins.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';

/** Changes waiting in the signed-in user's outbox (0 when the device has no database for them yet). */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const customerId = localStorage.getItem('customer_id');
    if (customerId === null) return 0;
    const databases = await indexedDB.databases();
    const name = `epc-user-${customerId}`;
    if (!databases.some((database) => database.name === name)) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** Waits until every queued change has reached the server. */
export async function waitForOutboxEmpty(page: Page): Promise<void> {
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
}

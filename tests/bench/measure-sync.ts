// Sync figures in headless Chromium: a signed-in dealer's device holds 1,000 changes made
// offline; how long until the network returns them all to the server, and did every one arrive
// exactly once. The changes are written straight into the device's outbox (as the store writes
// them) because typing a thousand edits would measure the test, not the sync.
import { signInAsPartsManager } from './bench-sign-in';
import { launchDebianChromium } from '../support/debian-chromium';

export interface SyncFigures {
  edits: number;
  drainMs: number;
  linesOnServer: number;
  expectedLines: number;
  quantitiesMatch: boolean;
}

const distinctParts = 100;

export async function measureSyncDrain(baseUrl: string, edits = 1_000): Promise<SyncFigures> {
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await signInAsPartsManager(page);
    const customerId = await page.evaluate(() => localStorage.getItem('customer_id'));
    const dbName = `epc-user-${customerId ?? ''}`;
    await page.waitForFunction(async (name) => (await indexedDB.databases()).some((db) => db.name === name), dbName, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    // Each part is added once, then its quantity changed: the server must end with the last quantity.
    const script = `(async () => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(${JSON.stringify(dbName)});
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      const store = tx.objectStore('outbox');
      const now = new Date().toISOString();
      for (let i = 0; i < ${edits}; i += 1) {
        const part = 'BENCH-' + String(i % ${distinctParts}).padStart(4, '0');
        const change = i < ${distinctParts}
          ? { action: 'add', line: { productId: part, partNumber: part, partDescription: 'Bench part', quantity: '1', priceAmmend: '0' } }
          : { action: 'update', productId: part, quantity: String(1 + Math.floor(i / ${distinctParts})) };
        store.add({ operation: { idempotencyKey: 'bench-' + crypto.randomUUID(), entity: 'shoppingList', createdAt: now, change }, attempts: 0, lastError: null });
      }
      await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
      db.close();
    })()`;
    await page.evaluate(script);

    const started = performance.now();
    await context.setOffline(false);
    // Nudge the app the way the browser's online event does.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const outboxCount = `(async () => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(${JSON.stringify(dbName)});
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const count = await new Promise((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return count;
    })()`;
    while ((await page.evaluate(outboxCount)) !== 0) {
      if (performance.now() - started > 120_000) throw new Error('The outbox did not drain in two minutes');
      await page.waitForTimeout(25);
    }
    const drainMs = performance.now() - started;

    // An empty sync answers the server's copy of the list.
    const lines = await page.evaluate(async () => {
      const response = await fetch('/api/sync/operations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
        body: JSON.stringify({ operations: [] }),
      });
      return ((await response.json()) as { shoppingList: { lines: { partNumber: string; quantity: string }[] } })
        .shoppingList.lines;
    });
    const benchLines = lines.filter((line) => line.partNumber.startsWith('BENCH-'));
    const lastQuantity = String(Math.floor((edits - 1) / distinctParts) + (edits > distinctParts ? 1 : 0));
    return {
      edits,
      drainMs,
      linesOnServer: benchLines.length,
      expectedLines: Math.min(edits, distinctParts),
      quantitiesMatch: benchLines.every((line) => line.quantity === lastQuantity),
    };
  } finally {
    await browser.close();
  }
}

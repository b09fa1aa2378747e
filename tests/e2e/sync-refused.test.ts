// Issue 12: a change the server refuses never blocks the others. Queued between good changes
// (written straight into the device's outbox, as a damaged or older entry would be), it is
// refused alone: the good changes arrive on the server once each, and the device shows the
// refused one where it belongs and in the sync status, with why, until the user discards it.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';
import { serverLines } from './support/server-shopping-list';

const syncTimeout = { timeout: 60_000, interval: 1_000 };

const pendingCount = (page: Page) => page.getByTestId('list-sync-note').getAttribute('data-pending');
const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id') ?? ''));
const quantityField = (page: Page, partNumber: string) =>
  page.getByRole('textbox', { name: `Quantity, ${partNumber}` });

/** Adds operations to the user's outbox past the app, as the store writes them. */
async function queueStraight(page: Page, dbName: string, changes: unknown[]): Promise<void> {
  await page.evaluate(
    async ({ name, queued }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      const now = new Date().toISOString();
      for (const change of queued) {
        tx.objectStore('outbox').add({
          operation: {
            idempotencyKey: `refused-test-${crypto.randomUUID()}`,
            entity: 'shoppingList',
            createdAt: now,
            change,
          },
          attempts: 0,
          lastError: null,
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { name: dbName, queued: changes },
  );
}

const line = (partNumber: string, partDescription = 'Part queued by the refused-change test') => ({
  productId: partNumber,
  partNumber,
  partDescription,
  quantity: '1',
  priceAmmend: '0',
});

describe('a change the server refuses', () => {
  it('is shown with its reason and discarded, while the changes queued beside it arrive on the server once', async () => {
    // No service worker: its Background Sync would drain the outbox with requests of its own.
    const page = await openPage({ serviceWorkers: 'block' });
    const context = page.context();
    try {
      await signInAs(page, 'isubscriber');
      const customerId = await page.evaluate(() => localStorage.getItem('customer_id'));
      const dbName = `epc-user-${customerId ?? ''}`;
      await page.goto('/shopping-list');
      await expect.poll(() => pendingCount(page), syncTimeout).toBe('0');

      // Parts of this run only, so a retry (CI) starts from data of its own.
      const prefix = `REFUSED-${Date.now().toString(36).toUpperCase()}-`;
      const [edited, received, poisoned] = [`${prefix}A`, `${prefix}B`, `${prefix}BAD`];
      await queueStraight(page, dbName, [{ action: 'receive', lines: [line(edited)] }]);
      await page.reload();
      await expect.poll(() => listedParts(page), syncTimeout).toContain(edited);
      await expect.poll(() => pendingCount(page), syncTimeout).toBe('0');

      // Offline: a quantity edited on screen, then a change the server cannot store (a NUL in
      // its text) and another good change, all waiting in one batch.
      await context.setOffline(true);
      await quantityField(page, edited).fill('3');
      await quantityField(page, edited).press('Enter');
      await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe('1');
      await queueStraight(page, dbName, [
        { action: 'add', line: line(poisoned, 'Brake pad\u0000set') },
        { action: 'receive', lines: [line(received)] },
      ]);
      await context.setOffline(false);

      // The good changes arrive, each once (a receive applied twice would read 2).
      await expect
        .poll(() => serverLines(page, (partNumber) => partNumber.startsWith(prefix)), syncTimeout)
        .toEqual([`${edited} 3`, `${received} 1`]);

      // The refused change stays where it was made, saying why, and is not sent again.
      const onList = page.getByTestId('refused-changes');
      await expect.poll(() => onList.isVisible(), syncTimeout).toBe(true);
      await expect
        .poll(() => onList.getByTestId('refused-change').innerText())
        .toContain(`Shopping list: add ${poisoned}, quantity 1`);
      expect(await onList.getByTestId('refused-change-reason').innerText()).toBe(
        'The text holds a character that cannot be stored.',
      );
      await expect.poll(() => listedParts(page), syncTimeout).toContain(poisoned);
      const poisonedRow = page.getByTestId('shopping-list-table').locator(`tr[data-product-id="${poisoned}"]`);
      await expect
        .poll(() => poisonedRow.getByTestId('line-refused').innerText(), syncTimeout)
        .toBe('Refused by the server');
      expect(await poisonedRow.getByTestId('line-pending').count()).toBe(0);
      await expect.poll(() => pendingCount(page), syncTimeout).toBe('0');
      expect(await page.getByTestId('list-sync-note').innerText()).toContain('All other changes are synced.');
      await expectNoAccessibilityViolations(page);

      // The sync status counts it and opens every refused change in one place; Discard by keyboard.
      expect(await page.getByTestId('sync-refused-badge').innerText()).toBe('1');
      await page.getByTestId('sync-badge').click();
      await page.getByTestId('sync-review-refused').click();
      const dialog = page.getByRole('dialog', { name: 'Changes the server refused' });
      await expect.poll(() => dialog.getByTestId('refused-change').count(), { timeout: 20_000 }).toBe(1);
      // The dialog opens once the changes are read and places focus on the first one's actions
      // itself; then Discard by keyboard (Playwright focuses it and presses Enter in one step).
      await expect
        .poll(() =>
          dialog.getByTestId('refused-change').evaluate((element) => element.contains(document.activeElement)),
        )
        .toBe(true);
      await dialog.getByRole('button', { name: 'Discard' }).press('Enter');
      await expect.poll(() => dialog.getByTestId('refused-changes-none').isVisible(), { timeout: 20_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(0);

      // The device is back to the server's copy: the refused line is gone, nothing is left to send or review.
      await expect.poll(() => listedParts(page), { timeout: 20_000 }).not.toContain(poisoned);
      expect(await onList.count()).toBe(0);
      expect(await page.getByTestId('sync-refused-badge').count()).toBe(0);
      expect(await serverLines(page, (partNumber) => partNumber.startsWith(prefix))).toEqual([
        `${edited} 3`,
        `${received} 1`,
      ]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

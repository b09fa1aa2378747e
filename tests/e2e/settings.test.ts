// The settings page (issue 15): a registered user's market and language, export configuration
// and details, and what the device keeps. The user is isubscriber, whose export configuration
// and company details no other browser test reads; the names are kept as the identity provider
// gives them, and every value this test sets is its own run's, so a retry starts afresh.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const syncTimeout = { timeout: 60_000, interval: 1_000 };

const runId = Date.now().toString(36).toUpperCase();

const listPending = (page: Page) => page.getByTestId('list-sync-note').getAttribute('data-pending');
const settingsPending = (page: Page) => page.getByTestId('queued-changes').getAttribute('data-pending');
const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id') ?? ''));

/** The server's copy of the profile, read with an empty sync batch and the page's own token. */
function serverProfile(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations: [] }),
    });
    return ((await response.json()) as { profile?: { details: Record<string, string>; exportConfig: unknown } })
      .profile;
  });
}

/** Adds a line to the user's outbox past the app, as the store writes it (no page section to browse to). */
async function queueLine(page: Page, partNumber: string): Promise<void> {
  const customerId = await page.evaluate(() => localStorage.getItem('customer_id'));
  await page.evaluate(
    async ({ name, line }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').add({
        operation: {
          idempotencyKey: `settings-test-${crypto.randomUUID()}`,
          entity: 'shoppingList',
          createdAt: new Date().toISOString(),
          change: { action: 'receive', lines: [line] },
        },
        attempts: 0,
        lastError: null,
      });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    {
      name: `epc-user-${customerId ?? ''}`,
      line: {
        productId: partNumber,
        partNumber,
        partDescription: 'Part of the settings test',
        quantity: '2',
        priceAmmend: '0',
      },
    },
  );
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect.poll(() => page.getByTestId('export-config-form').count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => page.getByTestId('details-firstName').count()).toBe(1);
}

describe('the settings page', () => {
  it('shows each section, says where an identity-provider user changes their password, and what the device keeps', async () => {
    const page = await openPage();
    await signInAs(page, 'isubscriber');
    await openSettings(page);

    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([
        'Market and language',
        'Shopping list export',
        'Your details',
        'Password',
        'Available offline',
        'What else this device keeps',
      ]),
    );
    // A true-independent may pick only their own market.
    await expect.poll(() => page.getByTestId('market-field').textContent()).toContain('DE');
    expect(await page.getByTestId('password-at-provider').isVisible()).toBe(true);
    expect(await page.getByTestId('password-password').count()).toBe(0);
    await expect.poll(() => settingsPending(page), syncTimeout).toBe('0');
    await expect
      .poll(() => page.getByTestId('cached-pages').textContent())
      .toMatch(/^Pages, illustrations and documents kept from browsing: \d+, using .*B\. They open offline\.$/);
    expect(await page.getByText('No vehicle is kept on this device').count()).toBe(1);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it("makes the export configuration the shopping list's export defaults, and the downloaded file follows them", async () => {
    const page = await openPage({ acceptDownloads: true });
    await signInAs(page, 'isubscriber');
    await openSettings(page);

    // XML with two columns: the part number and the quantity.
    const form = page.getByTestId('export-config-form');
    for (const label of ['Part number', 'Quantity']) await form.getByRole('checkbox', { name: label }).check();
    for (const label of [
      'Description',
      'Unit price',
      'Price adjustment %',
      'Price',
      'Discount code',
      'Discounted price',
      'Tax',
      'Total',
    ])
      await form.getByRole('checkbox', { name: label, exact: true }).uncheck();
    await form.getByRole('radio', { name: 'XML' }).check();
    await form.getByRole('button', { name: 'Save export configuration' }).click();
    await expect.poll(() => page.getByTestId('export-config-outcome').textContent()).toContain('Saved.');
    await expect
      .poll(async () => (await serverProfile(page))?.exportConfig, syncTimeout)
      .toEqual({ format: 'xml', columns: ['partNumber', 'quantity'] });

    // A line of this run's own on the list, to export.
    const partNumber = `SETTINGS-${runId}`;
    await page.goto('/shopping-list');
    await expect.poll(() => listPending(page), syncTimeout).toBe('0');
    await queueLine(page, partNumber);
    await page.reload();
    await expect.poll(() => listedParts(page), syncTimeout).toContain(partNumber);

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('radio', { name: 'XML' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Part number' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Quantity' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Description' }).isChecked()).toBe(false);
    await expectNoAccessibilityViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('shopping-list.xml');
    const xml = await readFile((await download.path()) ?? '', 'utf8');
    expect(xml).toContain(`<partNumber>${partNumber}</partNumber>`);
    expect(xml).toContain('<quantity>2</quantity>');
    expect(xml).not.toContain('<partDescription>');
    expect(xml).not.toContain('<total>');

    // The line goes again, so the list is as it was.
    await page.getByRole('button', { name: `Remove, ${partNumber}` }).click();
    await expect.poll(() => listedParts(page)).not.toContain(partNumber);
    await expect.poll(() => listPending(page), syncTimeout).toBe('0');
    await page.context().close();
  });

  it('refuses a bad phone beside the field, and keeps details saved offline until they reach the server', async () => {
    const page = await openPage();
    const context = page.context();
    await signInAs(page, 'isubscriber');
    await waitForServiceWorkerControl(page);
    await openSettings(page);
    await expect.poll(() => settingsPending(page), syncTimeout).toBe('0');

    await page.getByTestId('details-phone').fill('030 12x 45');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByText('ch not allow', { exact: true }).isVisible()).toBe(true);

    // Offline: valid details are kept on the device and wait to sync, across a reload.
    const phone = `+49 (30) ${Date.now() % 10_000_000}`;
    const company = `Settings test ${runId}`;
    await context.setOffline(true);
    await page.getByTestId('details-firstName').fill('Alex');
    await page.getByTestId('details-lastName').fill('Fischer');
    await page.getByTestId('details-phone').fill(phone);
    await page.getByTestId('details-companyName').fill(company);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByTestId('details-saved').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('details-phone').inputValue(), { timeout: 20_000 }).toBe(phone);
    expect(await page.getByTestId('details-companyName').inputValue()).toBe(company);
    await expect.poll(() => settingsPending(page).then(Number)).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('queued-changes').textContent())
      .toContain('They are kept on this device and sent when the network returns.');
    await expectNoAccessibilityViolations(page);

    // Back online, they reach the server.
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverProfile(page))?.details, syncTimeout)
      .toMatchObject({ firstName: 'Alex', lastName: 'Fischer', phone, companyName: company });
    await expect.poll(() => settingsPending(page), syncTimeout).toBe('0');
    await context.close();
  });
});

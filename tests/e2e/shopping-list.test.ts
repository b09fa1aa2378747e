import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { serverList } from './support/server-shopping-list';
import { signIn } from './support/sign-in';

const minor = 'arden-sb21-2024-m03-n02';
const pageSection = `/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`;
const exportHeader =
  'partNumber,partDescription,unitPrice,quantity,priceAmmend,price,discountCode,discountedPrice,tax,total';
const pounds = /^£[\d,]+\.\d{2}$/;

async function openPageSection(page: Page): Promise<string[]> {
  await page.goto(pageSection);
  const buttons = page.getByRole('button', { name: /^Add to list, / });
  await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBeGreaterThan(2);
  const labels = await buttons.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return [...new Set(labels.map((label) => label.replace('Add to list, ', '')))];
}

/** Adds a part with the keyboard alone: the popover takes focus, Enter adds, focus comes back to the row's button. */
async function addToList(page: Page, partNumber: string, quantity?: string): Promise<void> {
  const button = page.getByRole('button', { name: `Add to list, ${partNumber}` });
  await button.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Quantity' });
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await field.inputValue()).toBe('1');
  if (quantity !== undefined) await field.fill(quantity);
  await page.keyboard.press('Enter');
  await expect.poll(() => field.count()).toBe(0);
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
}

const lineRow = (page: Page, partNumber: string) =>
  page.getByTestId('shopping-list-table').locator(`tr[data-product-id="${partNumber}"]`);
const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id')));
const pendingCount = (page: Page) => page.getByTestId('list-sync-note').getAttribute('data-pending');
const quantityField = (page: Page, partNumber: string) =>
  page.getByRole('textbox', { name: `Quantity, ${partNumber}` });

describe('the shopping list', () => {
  it('adds from a page section, prices, edits offline, syncs when back online, exports and hands off to the dealer', async () => {
    const page = await openPage({ acceptDownloads: true });
    const context = page.context();
    await signIn(page, 'retailer', 'rparts', 'Rita Parker');
    await waitForServiceWorkerControl(page);

    // Add a part from a page section's parts list; the row says it is in the list.
    const [first = '', second = '', third = ''] = await openPageSection(page);
    await page.getByRole('button', { name: `Add to list, ${first}` }).click();
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('-1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('The quantity cannot be negative.').isVisible()).toBe(true);
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('In list: 2').isVisible()).toBe(true);

    // The list page prices it: two decimals, in pounds, and it syncs.
    await page.goto('/shopping-list');
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([first]);
    await expect
      .poll(() => page.getByTestId('prices-note').textContent(), { timeout: 20_000 })
      .toContain('Prices from your dealer');
    // The line is priced once the dealer's prices for it arrive: its total, then the list's.
    const listTotal = page.getByTestId('list-totals').locator('dd[data-field="total"]');
    await expect
      .poll(() => lineRow(page, first).locator('td').nth(12).innerText(), { timeout: 20_000 })
      .not.toBe('£0.00');
    const cells = await lineRow(page, first).locator('td').allInnerTexts();
    // unitPrice, price, discountedPrice, tax and total in pounds; discount and tax rates with two decimals.
    for (const index of [4, 5, 8, 11, 12]) expect(cells[index]).toMatch(pounds);
    for (const index of [7, 9]) expect(cells[index]).toMatch(/^\d+\.\d{2}$/);
    await expect.poll(() => listTotal.textContent()).toBe(cells[12]);
    await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe('0');
    await expectNoAccessibilityViolations(page);

    // Offline: add two more parts, edit a quantity, remove a line.
    await page.goBack();
    await expect
      .poll(() => page.getByRole('button', { name: `Add to list, ${second}` }).count(), { timeout: 20_000 })
      .toBe(1);
    await context.setOffline(true);
    await addToList(page, second);
    await addToList(page, third, 'a/r');
    await page.goto('/shopping-list');
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([first, second, third]);
    await expect.poll(() => page.getByTestId('prices-note').textContent()).toContain('Last known prices from');

    await quantityField(page, first).fill('12x');
    await quantityField(page, first).press('Enter');
    await expect.poll(() => page.getByText('The quantity must be a whole number or A/R.').isVisible()).toBe(true);
    await quantityField(page, first).press('Escape');
    expect(await quantityField(page, first).inputValue()).toBe('2');
    await quantityField(page, first).fill('3');
    await quantityField(page, first).press('Enter');
    await expect.poll(() => lineRow(page, first).getByTestId('line-pending').count()).toBe(1);
    await page.getByRole('button', { name: `Remove, ${second}` }).click();
    await expect.poll(() => listedParts(page)).toEqual([first, third]);

    // Reloaded offline, the changes are still there, waiting to sync.
    await page.reload();
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([first, third]);
    expect(await quantityField(page, first).inputValue()).toBe('3');
    expect(await quantityField(page, third).inputValue()).toBe('A/R');
    expect(await page.getByTestId('line-pending').count()).toBe(2);
    expect(Number(await pendingCount(page))).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('prices-note').textContent()).toContain('Last known prices from');
    await expect
      .poll(() => page.getByRole('button', { name: 'Send to dealer' }).getAttribute('aria-disabled'))
      .toBe('true');
    expect(await page.getByText('Sending to the dealer needs a network connection.').isVisible()).toBe(true);

    // Back online: everything syncs, prices are read again, and the server holds the same list.
    await context.setOffline(false);
    await expect.poll(() => pendingCount(page), { timeout: 30_000 }).toBe('0');
    expect(await page.getByTestId('line-pending').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('prices-note').textContent(), { timeout: 20_000 })
      .toContain('Prices from your dealer');
    expect(await lineRow(page, third).locator('td').nth(12).innerText()).toMatch(pounds);
    expect(await serverList(page)).toEqual([
      { partNumber: first, quantity: '3' },
      { partNumber: third, quantity: 'A/R' },
    ]);

    // CSV export: the header row in the spec's order, a BOM for Excel, the lines.
    await page.getByRole('button', { name: 'Export' }).click();
    const columns = page.getByRole('group', { name: 'Columns' }).getByRole('checkbox');
    await expect.poll(() => columns.count()).toBe(10);
    expect(await columns.evaluateAll((boxes) => boxes.every((box) => (box as HTMLInputElement).checked))).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('shopping-list.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n');
    expect(records[0]).toBe(exportHeader);
    expect(records[1]?.startsWith(`${first},`)).toBe(true);
    expect(records[2]?.split(',')).toContain('A/R');

    // The dealer hand-off opens the ordering site in a new tab with the list's part numbers.
    const [orderingTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Send to dealer' }).click(),
    ]);
    await orderingTab.waitForURL(/\/dealer-ordering\?/, { timeout: 20_000 });
    const ordering = await orderingTab.locator('main').innerText();
    expect(ordering).toContain('2 part numbers received');
    expect(ordering).toContain(first);
    expect(ordering).toContain(third);
    expect(ordering).toContain('006CC');
    await orderingTab.close();

    // Reset asks first; the dialog's code loads on first use, and Escape gives the focus back.
    const reset = page.getByRole('button', { name: 'Reset list' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').getByText('Reset the shopping list?').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => reset.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await listedParts(page)).toEqual([first, third]);

    // Reset, after confirming, empties the list.
    await reset.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset list' }).click();
    await expect.poll(() => page.getByText('Your shopping list is empty.', { exact: false }).isVisible()).toBe(true);
    // The count was already 0 before the reset was queued, so it is the server's copy that tells.
    await expect.poll(() => serverList(page), { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe('0');
    await context.close();
  });

  it('another browser of the same user sees the synced list', async () => {
    const page = await openPage();
    await signIn(page, 'retailer', 'rlee', 'Robin Lee');
    const [partNumber = ''] = await openPageSection(page);
    await addToList(page, partNumber, '4');
    await page.goto('/shopping-list');
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([partNumber]);
    await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe('0');

    const other = await openPage();
    await signIn(other, 'retailer', 'rlee', 'Robin Lee');
    await other.goto('/shopping-list');
    // A device reads the server's list on Sync now (and every minute), not on page load.
    await expect
      .poll(
        async () => {
          const parts = await listedParts(other);
          if (parts.length === 0) {
            await other.getByTestId('sync-badge').click();
            await other
              .getByRole('button', { name: 'Sync now' })
              .click({ timeout: 5_000 })
              .catch(() => undefined);
            await other.keyboard.press('Escape');
          }
          return parts;
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toEqual([partNumber]);
    expect(await quantityField(other, partNumber).inputValue()).toBe('4');
    await other.context().close();
    await page.context().close();
  });

  it('tells a guest that the list and the parts need signing in', async () => {
    const page = await openPage();
    for (const path of ['/shopping-list', pageSection]) {
      await page.goto(path);
      await expect
        .poll(
          () =>
            page
              .getByTestId('page-closed')
              .getAttribute('data-reason', { timeout: 1_000 })
              .catch(() => null),
          { timeout: 20_000 },
        )
        .toBe('sign-in-needed');
      expect(await page.locator('main h1').textContent()).toBe('Sign in to open this page');
      expect(await page.getByRole('button', { name: /^Add to list, / }).count()).toBe(0);
    }
    // Neither the header's basket nor the footer's offers the list.
    expect(await page.getByTestId('basket-link').count()).toBe(0);
    expect(await page.getByTestId('footer-basket-inactive').textContent()).toBe('View Your Basket (sign in to use)');
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});

/**
 * Supersessions (issue 20): an old part number searched finds its current part and leads to
 * where it fits; the shopping list marks a superseded line and replaces it offline, and the
 * change reaches the server once when the network returns. The demo seed's first Corvid
 * three-step chain is RV18-9G541-AB by -BB, -CB, then -DB (src/server/db/demo-data/catalogue/
 * demo-supersessions.ts); the Sable 2022 catalogue shows the old number on its first pages.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { serverList } from './support/server-shopping-list';
import { startSignIn } from './support/sign-in';

const oldNumber = 'RV18-9G541-AB';
const currentNumber = 'RV18-9G541-DB';
const catalogueId = 'corvid-rv18-2022';
const minor = `${catalogueId}-m01-n01`;
const pageId = `${minor}-p2`;
const pageSection = `/major-section/${catalogueId}-m01/minor-section/${minor}/page-section/${pageId}`;

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/**
 * Signs in a dealer's parts manager, whom no other test signs in: their first sign-in
 * registers them approved, and their list and search history are this test's alone.
 */
async function signInPartsManager(page: Page, username: string): Promise<void> {
  await startSignIn(page, 'retailer', username);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
  await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).not.toBe('');
}

describe('supersessions', () => {
  it('searching an old part number says what replaced it and lands on the current part where it fits', async () => {
    const page = await openPage();
    await signInPartsManager(page, '006CC-pm');
    await page.goto(`/catalogue/${catalogueId}`);
    await page.getByRole('radio', { name: 'Part number' }).check();
    await page.getByLabel('Search term').fill(oldNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => path(page)).toBe(`/search/${catalogueId}/partNumber/${oldNumber}`);

    const notice = page.getByTestId('replaced-part-notice');
    await expect
      .poll(() => notice.textContent(), { timeout: 20_000 })
      .toBe(`${oldNumber} was replaced by ${currentNumber}.`);
    const rows = page.getByTestId('search-results').locator('tbody tr');
    // The current part comes first; the old number's own result says what replaced it.
    expect(await rows.first().getByRole('link').first().textContent()).toBe(currentNumber);
    const oldRow = rows.filter({ has: page.getByRole('link', { name: oldNumber, exact: true }) });
    expect(await oldRow.getByTestId('replaced-by').textContent()).toContain(`Replaced by ${currentNumber}`);
    await expectNoAccessibilityViolations(page);

    await rows.first().getByRole('link', { name: currentNumber }).click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe(pageSection);
    expect(new URL(page.url()).searchParams.get('highlight')).toBe(currentNumber);
    // No page shows the new number: it fits where the part it replaced is, and that row is selected.
    const selected = page.getByTestId('parts-table').locator('tbody tr[aria-selected="true"]');
    await expect.poll(() => selected.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const selectedText = await selected.first().textContent();
    expect(selectedText).toContain(oldNumber);
    expect(await selected.first().getByTestId('replaced-by').textContent()).toBe(
      `Replaced by ${currentNumber} (via RV18-9G541-BB › RV18-9G541-CB)`,
    );
    await expectNoAccessibilityViolations(page);

    // Part details say it too, and lead to the current part.
    await selected
      .first()
      .getByRole('button', { name: `Part details, ${oldNumber}` })
      .click();
    const details = page.getByTestId('part-details');
    await expect
      .poll(() => details.getByTestId('replaced-by').textContent(), { timeout: 20_000 })
      .toContain(currentNumber);
    await expectNoAccessibilityViolations(page);
    await details.getByRole('button', { name: currentNumber }).click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe(`/search/corvid/partNumber/${currentNumber}`);
    await expect
      .poll(
        () => page.getByTestId('search-results').locator('tbody tr').first().getByRole('link').first().textContent(),
        {
          timeout: 20_000,
        },
      )
      .toBe(currentNumber);
    await page.context().close();
  });

  it('the shopping list warns about a superseded line and replaces it offline, synced once back online', async () => {
    const page = await openPage();
    const context = page.context();
    await signInPartsManager(page, '005CA-pm');
    await waitForServiceWorkerControl(page);

    // The parts table marks the old number; it goes on the list, two of it.
    await page.goto(pageSection);
    const add = page.getByRole('button', { name: `Add to list, ${oldNumber}` }).first();
    await expect.poll(() => add.count(), { timeout: 20_000 }).toBe(1);
    const partRow = page.getByTestId('parts-table').locator('tbody tr').filter({ has: add });
    expect(await partRow.getByTestId('replaced-by').first().textContent()).toContain(`Replaced by ${currentNumber}`);
    await add.click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('In list: 2').first().isVisible()).toBe(true);

    // The list warns about the line, once the catalogue has said what replaced it, and has synced.
    await page.goto('/shopping-list');
    const line = (partNumber: string) =>
      page.getByTestId('shopping-list-table').locator(`tr[data-product-id="${partNumber}"]`);
    const warning = line(oldNumber).getByTestId('superseded-line');
    await expect.poll(() => warning.textContent(), { timeout: 20_000 }).toContain(`Replaced by ${currentNumber}`);
    expect(await warning.textContent()).toContain('Superseded');
    await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe('0');
    await expectNoAccessibilityViolations(page);
    // Dealers' lists start with demo lines: the replacement leaves those as they are.
    const others = (await listedParts(page)).filter((partNumber) => partNumber !== oldNumber);
    const othersOnServer = (await serverList(page)).filter((line) => line.partNumber !== oldNumber);

    // Offline, the line is replaced by the current part, with its quantity, waiting to sync.
    await context.setOffline(true);
    const replace = page.getByRole('button', { name: `Replace ${oldNumber} with ${currentNumber}` });
    await replace.click();
    await expect.poll(() => listedParts(page)).toEqual([...others, currentNumber]);
    expect(await page.getByRole('textbox', { name: `Quantity, ${currentNumber}` }).inputValue()).toBe('2');
    await expect.poll(() => line(currentNumber).getByTestId('line-pending').count()).toBe(1);
    // Focus went to the new line, not lost with the old one.
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Remove, ${currentNumber}` }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    // Reloaded offline, the change is kept on the device.
    await page.reload();
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([...others, currentNumber]);
    expect(Number(await pendingCount(page))).toBeGreaterThan(0);

    // Back online it syncs, once: the server holds the current part, two of it (not four).
    await context.setOffline(false);
    await expect.poll(() => pendingCount(page), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(() => serverList(page), { timeout: 20_000 })
      .toEqual([...othersOnServer, { partNumber: currentNumber, quantity: '2' }]);
    expect(await line(currentNumber).getByTestId('superseded-line').count()).toBe(0);
    await context.close();
  });
});

const pendingCount = (page: Page) => page.getByTestId('list-sync-note').getAttribute('data-pending');
const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id')));

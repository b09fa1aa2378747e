import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const minor = 'arden-sb21-2024-m03-n02';
const pageSection = `/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`;
const pounds = /^£[\d,]+\.\d{2}/;
const stockText = /^(In stock: \d+|Not in stock; lead time in days: \d+)/;

const partsTable = (page: Page) => page.getByTestId('parts-table');
const rowsOf = (page: Page) => partsTable(page).locator('tbody tr');
const headers = (page: Page) => partsTable(page).locator('thead th').allInnerTexts();

/** Counts the price lookups the page sends from now on. */
function countLookups(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/catalogue/api/v1/priceLookup')) count += 1;
  });
  return { count: () => count };
}

async function openPageSection(page: Page): Promise<void> {
  await page.goto(pageSection);
  await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBeGreaterThan(2);
}

describe('prices and stock where a part is chosen (issue 20)', () => {
  it("shows a dealer user each part's price and stock from one lookup, in details and search too, and dated offline", async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await waitForServiceWorkerControl(page);
    const lookups = countLookups(page);
    await openPageSection(page);

    // Every row gets its price in pounds and its stock, from one lookup for the whole page.
    await expect.poll(() => headers(page)).toContain('Price and stock');
    const prices = partsTable(page).getByTestId('part-price');
    await expect.poll(() => prices.count(), { timeout: 20_000 }).toBe(await rowsOf(page).count());
    for (const text of await prices.allInnerTexts()) expect(text).toMatch(pounds);
    for (const text of await partsTable(page).getByTestId('part-stock').allInnerTexts())
      expect(text).toMatch(stockText);
    expect(
      await partsTable(page)
        .getByText(/^Price on /)
        .count(),
    ).toBe(0);
    expect(lookups.count()).toBe(1);
    await expectNoAccessibilityViolations(page);

    // The part's details show the same price and stock.
    const firstRow = rowsOf(page).first();
    const firstPrice = await firstRow.getByTestId('part-price').innerText();
    const detailsButton = firstRow.getByRole('button', { name: /^Part details, / });
    const partNumber = ((await detailsButton.getAttribute('aria-label')) ?? '').replace('Part details, ', '');
    await detailsButton.click();
    const details = page.getByTestId('part-offer-details');
    await expect.poll(() => details.getByTestId('part-price').innerText(), { timeout: 20_000 }).toBe(firstPrice);
    expect(await details.getByTestId('part-stock').innerText()).toMatch(stockText);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => details.count()).toBe(0);

    // Search results show them too.
    await page.goto(`/search/arden-sb21-2024/partNumber/${encodeURIComponent(partNumber)}`);
    const results = page.getByTestId('search-results');
    await expect.poll(() => results.getByTestId('part-price').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await results.getByTestId('part-price').first().innerText()).toMatch(pounds);

    // Offline, the last known values are shown with the day they were read, never as current.
    await page.goto(pageSection);
    await expect.poll(() => prices.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date());
    await expect
      .poll(() => firstRow.getByTestId('part-price').innerText(), { timeout: 20_000 })
      .toBe(`${firstPrice}\nPrice on ${today}`);
    expect(await firstRow.getByTestId('part-stock').innerText()).toContain(`Stock on ${today}`);
    expect(await page.getByTestId('part-offers-note').innerText()).toContain(
      'Offline: prices and stock are the last ones read on this device',
    );
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('shows no price or stock to a user without price access, and does not even ask', async () => {
    const page = await openPage();
    await signInAs(page, 'isubscriber');
    const lookups = countLookups(page);
    let listPricings = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/shopping-list/price')) listPricings += 1;
    });
    await openPageSection(page);
    // The 'Add to list' buttons are the row's last cells: the table is fully drawn.
    await expect
      .poll(() => page.getByRole('button', { name: /^Add to list, / }).count(), { timeout: 20_000 })
      .toBeGreaterThan(2);
    expect(await headers(page)).not.toContain('Price and stock');
    expect(await page.getByTestId('part-price').count()).toBe(0);
    expect(await page.getByTestId('part-stock').count()).toBe(0);
    expect(lookups.count()).toBe(0);
    await expectNoAccessibilityViolations(page);

    // Their shopping list (whatever other tests left in it) has no money columns and is not priced.
    await page.goto('/shopping-list');
    const listShown = page.getByTestId('shopping-list-table').or(page.getByText('Your shopping list is empty.'));
    await expect.poll(() => listShown.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    if (await page.getByTestId('shopping-list-table').isVisible()) {
      const listHeaders = await page.getByTestId('shopping-list-table').locator('thead th').allInnerTexts();
      expect(listHeaders).not.toContain('Unit price');
      expect(await page.getByTestId('prices-note').innerText()).toBe(
        'Prices are not part of your account, so the list shows none.',
      );
    }
    expect(listPricings).toBe(0);
    await page.context().close();
  });
});

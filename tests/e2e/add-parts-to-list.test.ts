// Adding many parts of a page section to the shopping list in one step (issue 20): the rows
// checked with the keyboard, then, offline, all parts of the page, each with the page's
// quantity; the list shows them, and once back online the server holds each part once with
// the quantities summed by the spec's merge rule. The page is one no other test uses, and this
// test takes its parts off the user's list before and after, so it meets no one else's lines.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { removeFromServerList, serverLines } from './support/server-shopping-list';
import { signInAs } from './support/sign-in';
import { pendingChanges, waitForOutboxEmpty } from './support/user-outbox';

const minor = 'arden-ks32-2023-m01-n02';
const pageSection = `/major-section/arden-ks32-2023-m01/minor-section/${minor}/page-section/${minor}-p1`;

interface PageRow {
  partNumber: string;
  quantity: string;
}

/** The parts table's rows: the part number from the row's 'Add to list' button, the page's quantity. */
async function pageRows(page: Page): Promise<PageRow[]> {
  return page
    .getByTestId('parts-table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        partNumber: (
          row.querySelector('button[aria-label^="Add to list, "]')?.getAttribute('aria-label') ?? ''
        ).replace('Add to list, ', ''),
        // 'A/R (As required)' is the quantity A/R.
        quantity: (row.querySelectorAll('td')[4]?.textContent ?? '').trim().split(' ')[0] ?? '',
      })),
    );
}

/** Quantities summed by part number, A/R overriding a sum (catalogue spec, section 4). */
function summed(rows: readonly PageRow[], into = new Map<string, string>()): Map<string, string> {
  const sums = new Map(into);
  for (const { partNumber, quantity } of rows) {
    const before = sums.get(partNumber);
    sums.set(
      partNumber,
      before === undefined
        ? quantity
        : before === 'A/R' || quantity === 'A/R'
          ? 'A/R'
          : String(Number(before) + Number(quantity)),
    );
  }
  return sums;
}

const asLines = (sums: Map<string, string>) =>
  [...sums].map(([partNumber, quantity]) => `${partNumber} ${quantity}`).sort();

const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id') ?? ''));

describe('adding the parts of a page to the shopping list in one step', () => {
  it('adds the checked rows, then offline all parts of the page, and the server receives them once', async () => {
    const page = await openPage();
    const context = page.context();
    await signInAs(page, 'jsmith');
    await waitForServiceWorkerControl(page);
    await page.goto(pageSection);
    const addAll = page.getByRole('button', { name: /^Add all parts to list \(\d+\)$/ });
    await expect.poll(() => addAll.count(), { timeout: 20_000 }).toBe(1);
    const rows = await pageRows(page);
    const partNumbers = [...new Set(rows.map((row) => row.partNumber))];
    expect(rows.length).toBeGreaterThan(3);
    await removeFromServerList(page, partNumbers);
    // The device takes the server's list at the next sync; reloaded, it starts from it.
    await page.reload();
    await expect.poll(() => addAll.count(), { timeout: 20_000 }).toBe(1);
    expect(await addAll.textContent()).toBe(`Add all parts to list (${rows.length})`);

    // Check two rows with the keyboard: their check boxes are labelled with part and callout.
    const [first, second] = [rows[0], rows.find((row) => row.partNumber !== rows[0]?.partNumber)];
    if (!first || !second) throw new Error('The page needs two different parts.');
    const addChecked = page.getByRole('button', { name: /^Add selected to list/ });
    expect(await addChecked.getAttribute('aria-disabled')).toBe('true');
    for (const row of [first, second]) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^Select ${row.partNumber}, callout `) }).first();
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    expect(await addChecked.textContent()).toBe('Add selected to list (2)');
    // The column's header, whose check box heads the rows' ones, says some rows are checked.
    const checkAll = page.getByRole('columnheader').getByRole('checkbox', { name: 'Select all parts on this page' });
    expect(await checkAll.evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
    await expectNoAccessibilityViolations(page);
    await addChecked.focus();
    await page.keyboard.press('Enter');
    const added = page.getByTestId('add-parts-added');
    await expect.poll(() => added.textContent()).toContain('Parts added to your shopping list: 2');
    expect(await added.textContent()).toContain(`${first.partNumber} × ${first.quantity}`);
    // The checks are cleared once the parts are on the list; each row says it is there.
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await expect.poll(() => page.getByText(`In list: ${first.quantity}`, { exact: true }).count()).toBeGreaterThan(0);
    await waitForOutboxEmpty(page);
    const checkedSums = summed([first, second]);
    expect(await serverLines(page, (partNumber) => partNumbers.includes(partNumber))).toEqual(asLines(checkedSums));

    // Offline: all parts of the page, in one step, kept on the device.
    await context.setOffline(true);
    await addAll.click();
    await expect.poll(() => added.textContent()).toContain(`Parts added to your shopping list: ${partNumbers.length}`);
    expect(await added.textContent()).toContain('They are kept on this device and sent when the network returns.');
    expect(await added.textContent()).toContain('Parts already in your list got the quantities added together: 2.');
    await expect.poll(() => pendingChanges(page)).toBe(1);
    await added.getByRole('link', { name: 'Open the shopping list' }).click();
    await expect
      .poll(async () => (await listedParts(page)).filter((id) => partNumbers.includes(id)).sort(), { timeout: 20_000 })
      .toEqual([...partNumbers].sort());

    // Back online, the change is sent once: the server holds every part with the summed quantities.
    await context.setOffline(false);
    await waitForOutboxEmpty(page);
    expect(await serverLines(page, (partNumber) => partNumbers.includes(partNumber))).toEqual(
      asLines(summed(rows, checkedSums)),
    );

    await removeFromServerList(page, partNumbers);
    await context.close();
  });
});

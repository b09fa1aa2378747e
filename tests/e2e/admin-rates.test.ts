// The admin's rates and price files (issue 16): an internal admin checks a price file (a bad
// row named by its line), loads a good one, and the shopping list prices the part at the new
// price at once; axe on each of the four panels (tax rates, load price, net discount rates,
// upload discount codes). The part numbers are this run's own, priced only by this test, and
// the lines are taken off the list at the end, so a retry starts afresh and no other test's
// prices change; the rates panels are read, never saved.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';
import { waitForOutboxEmpty } from './support/user-outbox';

const runPrefix = () => `PRC${Date.now().toString(36).toUpperCase()}-`;
const header = 'partNumber,unitPrice,taxCode,discountCode';

async function openArea(page: Page, area: string, testId: string): Promise<void> {
  await page.goto(`/admin-management?area=${area}`);
  await expect.poll(() => page.getByTestId(testId).isVisible(), { timeout: 20_000 }).toBe(true);
}

async function choosePriceFile(page: Page, name: string, text: string): Promise<void> {
  const panel = page.getByTestId('load-price-panel');
  await panel.getByLabel('Price file (CSV or XML, up to 16 MB)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
}

/** Takes this run's lines off the user's list on the server again. */
async function removeFromServer(page: Page, productIds: string[]): Promise<void> {
  await page.evaluate(async (ids) => {
    await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({
        operations: ids.map((productId) => ({
          idempotencyKey: crypto.randomUUID(),
          entity: 'shoppingList',
          createdAt: new Date().toISOString(),
          change: { action: 'remove', productId },
        })),
      }),
    });
  }, productIds);
}

describe('an internal admin loads a price file', () => {
  it('sees a bad row by its line, loads a good file, and the shopping list shows the new price', async () => {
    const page = await openPage();
    await signInAs(page, 'jsmith');
    await openArea(page, 'load_price', 'load-price-panel');
    await expectNoAccessibilityViolations(page);
    const panel = page.getByTestId('load-price-panel');
    const part = `${runPrefix()}A`;

    // A file with a bad row: the preview names its line, and nothing can be loaded.
    await choosePriceFile(page, 'bad.csv', `${header}\n${part},43.21,S,A\n${part}B,4.321,S,A\n`);
    await expect
      .poll(() => panel.getByTestId('price-preview-summary').textContent(), { timeout: 20_000 })
      .toBe('2 rows read for GB: 1 ready to load, 1 with errors.');
    expect(await panel.getByTestId('price-errors').textContent()).toContain('3unitPrice has more than two decimals.');
    expect(await panel.getByRole('button', { name: /^Load / }).isDisabled()).toBe(true);
    await expectNoAccessibilityViolations(page);

    // The good file: checked, then loaded in one go.
    await choosePriceFile(page, 'good.csv', `${header}\n${part},43.21,S,A\n`);
    await expect
      .poll(() => panel.getByTestId('price-preview-summary').textContent(), { timeout: 20_000 })
      .toBe('1 rows read for GB: 1 ready to load, 0 with errors.');
    expect(await panel.getByRole('table', { name: 'First rows of the file' }).textContent()).toContain('£43.21');
    await panel.getByRole('button', { name: 'Load 1 prices into GB' }).click();
    await expect
      .poll(() => panel.getByTestId('load-price-outcome').textContent(), { timeout: 20_000 })
      .toBe('1 prices loaded into GB. Shopping lists are priced with them now.');
    await expectNoAccessibilityViolations(page);

    // The part goes on the admin's own list through the parts-list upload, and is priced at once.
    await page.goto('/upload-csv-xml');
    const fileField = page.getByLabel('Parts list file (CSV or XML)');
    await expect.poll(() => fileField.count(), { timeout: 20_000 }).toBe(1);
    await fileField.setInputFiles({
      name: 'parts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`partNumber,quantity,priceAmmend\n${part},1,0\n`, 'utf8'),
    });
    await page.getByRole('button', { name: 'Add 1 rows to the shopping list' }).click();
    await expect.poll(() => page.getByTestId('upload-added').textContent()).toContain('1 rows were added');
    await page.getByTestId('upload-added').getByRole('link', { name: 'Open the shopping list' }).click();
    const row = page.getByTestId('shopping-list-table').locator(`tbody tr[data-product-id="${part}"]`);
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    // The list shows the earlier prices while it prices the new line (the note says it is
    // updating); the line's price is the one just loaded once that answer is in.
    await expect.poll(async () => (await row.locator('td').allInnerTexts())[4], { timeout: 20_000 }).toBe('£43.21');
    expect(await page.getByTestId('prices-note').textContent()).toContain('Prices from your dealer');

    await waitForOutboxEmpty(page);
    await removeFromServer(page, [part]);
    await page.context().close();
  });
});

describe('the rates panels', () => {
  it('show the stored rates with two decimals and check each field beside it; axe on each panel', async () => {
    const page = await openPage();
    await signInAs(page, 'jsmith');

    await openArea(page, 'tax_rates', 'tax-rates-panel');
    const tax = page.getByTestId('tax-rates-panel');
    await expectNoAccessibilityViolations(page);
    await tax.getByRole('button', { name: 'Show rates' }).click();
    await expect
      .poll(() => tax.getByText('Tax rates of jlr_internal in GB').isVisible(), { timeout: 20_000 })
      .toBe(true);
    // The internal records' standard rate, seeded as 20.00, shown with two decimals.
    expect(await tax.getByText('Now 20.00 %').count()).toBeGreaterThan(0);
    await tax.getByRole('button', { name: 'Add a tax code' }).click();
    await tax.getByRole('button', { name: 'Save tax rates' }).click();
    await expect.poll(() => tax.getByText('Enter a code.').isVisible()).toBe(true);
    expect(await tax.getByText('Enter a rate such as 20 or 12.50.').isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    await openArea(page, 'net_discount_rates', 'net-discount-rates-panel');
    const discounts = page.getByTestId('net-discount-rates-panel');
    await discounts.getByRole('button', { name: 'Show rates' }).click();
    await expect
      .poll(() => discounts.getByText('Discount rates of jlr_internal in GB').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await discounts.getByText('Now 30.00 %').count()).toBeGreaterThan(0);
    await expectNoAccessibilityViolations(page);

    await openArea(page, 'upload_discount_code', 'upload-discount-code-panel');
    const upload = page.getByTestId('upload-discount-code-panel');
    await upload.getByLabel('Discount code file (CSV, up to 1 MB)').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('discountCode,market,discountRate\nE,GB,5\nF,FR,5\n', 'utf8'),
    });
    await expect
      .poll(() => upload.getByTestId('discount-code-summary').textContent())
      .toBe('1 codes ready, 1 rows with errors.');
    expect(await upload.getByText('Line 3: market must be one of GB, GB-1, GB-2.').isVisible()).toBe(true);
    expect(await upload.getByRole('button', { name: 'Save 1 discount codes' }).isDisabled()).toBe(true);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});

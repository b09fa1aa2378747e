import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signIn } from './support/sign-in';

// A page whose parts the demo shopping lists hold (src/server/db/demo-data/shopping-lists).
const minor = 'arden-sb21-2024-m03-n02';
const pageSection = `/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`;

const recommendations = (scope: Page | Locator) => scope.getByTestId('often-bought-together');
const recommendedParts = (scope: Page | Locator) =>
  recommendations(scope)
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-part-number') ?? ''));
const listedParts = (page: Page) =>
  page
    .getByTestId('shopping-list-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id')));

/**
 * Adds a recommended part with the keyboard: 'Add to list' opens the quantity popover, Enter
 * adds one. The press is tried again when the popover does not open: a token refresh (the
 * browser tests' tokens live 70 s) briefly re-renders the shopping list page and can swallow it.
 */
async function addRecommended(page: Page, scope: Locator, partNumber: string): Promise<void> {
  const button = scope.getByRole('button', { name: `Add to list, ${partNumber}` });
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  const quantityFocused = async () =>
    (await quantity.count()) === 1 &&
    (await quantity
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false));
  for (let attempt = 1; !(await quantityFocused()); attempt += 1) {
    if (attempt > 3) throw new Error(`The quantity popover of ${partNumber} did not open.`);
    await button.press('Enter');
    await expect
      .poll(quantityFocused, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => quantity.count()).toBe(0);
}

describe("'often bought together'", () => {
  it('shows parts from the saved lists in part details and on the shopping list, and adds one to the list', async () => {
    const page = await openPage();
    const context = page.context();
    await signIn(page, 'third-party', 'isponsored', 'Sam Okafor');

    // Part details of the page's first part that is not a fixing: the demo lists hold it.
    await page.goto(pageSection);
    const detailButtons = page.getByRole('button', { name: /^Part details, / });
    await expect.poll(() => detailButtons.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const labels = await detailButtons.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    const viewed =
      labels.map((label) => label.replace('Part details, ', '')).find((partNumber) => !partNumber.startsWith('W')) ??
      '';
    await page.getByRole('button', { name: `Part details, ${viewed}` }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => recommendations(dialog).getByRole('heading', { name: 'Often bought together' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const inDialog = await recommendedParts(dialog);
    expect(inDialog.length).toBeGreaterThan(0);
    expect(inDialog.length).toBeLessThanOrEqual(5);
    expect(inDialog).not.toContain(viewed);
    const names = await recommendations(dialog).getByTestId('recommended-name').allInnerTexts();
    expect(names).toHaveLength(inDialog.length);
    expect(names.every((name) => name.trim() !== '')).toBe(true);

    // Adding the first recommendation marks it as in the list, right there.
    const [added = ''] = inDialog;
    await addRecommended(page, recommendations(dialog), added);
    await expect
      .poll(() => recommendations(dialog).locator(`li[data-part-number="${added}"]`).textContent())
      .toContain('In list: 1');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The shopping list holds it and recommends what is often bought with it.
    await page.goto('/shopping-list');
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([added]);
    await expect.poll(() => recommendedParts(page), { timeout: 20_000 }).not.toEqual([]);
    const onList = await recommendedParts(page);
    expect(onList).not.toContain(added);
    await expectNoAccessibilityViolations(page);

    // Adding one from the list page puts it on the list, and the next answer no longer offers it.
    const [second = ''] = onList;
    await addRecommended(page, recommendations(page), second);
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual([added, second]);
    await expect.poll(() => recommendedParts(page), { timeout: 20_000 }).not.toContain(second);

    // Offline the recommendations are hidden, with a note saying why.
    await context.setOffline(true);
    await expect.poll(() => recommendations(page).textContent()).toContain('Recommendations need a connection');
    expect(await recommendations(page).locator('li').count()).toBe(0);
    await context.setOffline(false);
    // Back online once the app's health probe answers (it probes again with a growing delay).
    await expect.poll(() => recommendations(page).locator('li').count(), { timeout: 45_000 }).toBeGreaterThan(0);

    // Leave the list as it was: empty, on the server too.
    await page.getByRole('button', { name: 'Reset list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset list' }).click();
    await expect.poll(() => page.getByText('Your shopping list is empty.', { exact: false }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('list-sync-note').getAttribute('data-pending'), { timeout: 20_000 })
      .toBe('0');
    await context.close();
  });
});

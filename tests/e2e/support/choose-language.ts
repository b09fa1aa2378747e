// Changes market and language the way a user does: the header's market and language button,
// the drawer's fields, then Continue (shell spec, section 2). Found by test ids and lang
// attributes, so it works whatever language the page is showing.
import type { Page } from 'playwright';
import { expect } from 'vitest';

export async function openMarketLanguageDrawer(page: Page): Promise<void> {
  await page.getByTestId('market-language-button').click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
}

/** Picks a language (by locale id) in the open drawer. */
export async function pickLanguage(page: Page, localeId: string): Promise<void> {
  await page.getByTestId('language-field').click();
  await page.locator(`[role="option"][lang="${localeId}"]`).click();
}

/** Picks a market (by the text the list shows, e.g. 'IE Ireland') in the open drawer. */
export async function pickMarket(page: Page, marketText: string): Promise<void> {
  await page.getByTestId('market-field').click();
  await page.getByRole('option', { name: marketText, exact: true }).click();
}

/** Presses Continue and waits for the drawer to close. */
export async function continueFromDrawer(page: Page): Promise<void> {
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

/** Opens the drawer, picks the language (and the market, when given), and continues. */
export async function chooseLanguage(page: Page, localeId: string, options: { market?: string } = {}): Promise<void> {
  await openMarketLanguageDrawer(page);
  if (options.market !== undefined) await pickMarket(page, options.market);
  await pickLanguage(page, localeId);
  await continueFromDrawer(page);
}

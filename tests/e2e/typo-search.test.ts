/**
 * Typo-tolerant search and readable locations (issue 20): a misspelt description finds its
 * parts, a search that finds nothing offers a "did you mean" that runs when followed, and
 * search results and where-used name each part's sections, every level a link.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const resultRows = (page: Page) => page.getByTestId('search-results').locator('tbody tr');
/** Vehicle catalogue › major › minor › page, by name: no section ids ('m01', 'n04', 'p1'). */
const readableTrail = /^Arden Sable 2024 › [^›]+ › [^›]+ › [^›]+$/;

describe('typo-tolerant search', () => {
  it('finds gaskets for "gaskit" with where each is by name, and follows a "did you mean"', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await page.goto('/search/arden-sb21-2024/description/gaskit');
    await expect.poll(() => resultRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const descriptions = await resultRows(page).locator('td:nth-child(2)').allInnerTexts();
    expect(descriptions.every((description) => /gasket/i.test(description))).toBe(true);
    const trail = resultRows(page).first().getByTestId('location-trail');
    expect((await trail.textContent())?.trim()).toMatch(readableTrail);
    expect(await trail.getByRole('link').count()).toBe(4);
    await expectNoAccessibilityViolations(page);

    // Two typos find nothing: the closest catalogue word is offered, and runs its search.
    await page.goto('/search/arden-sb21-2024/description/gasskett');
    await expect.poll(() => page.getByTestId('search-no-results').isVisible(), { timeout: 20_000 }).toBe(true);
    const suggestion = page.getByTestId('search-suggestion').getByRole('link', { name: 'gasket' });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);
    await suggestion.click();
    await expect.poll(() => path(page)).toBe('/search/arden-sb21-2024/description/gasket');
    await expect.poll(() => resultRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    // The page level of a result's location opens that page with the part highlighted.
    const partNumber = (await resultRows(page).first().locator('td').first().innerText()).trim();
    await resultRows(page).first().getByTestId('location-trail').getByRole('link').last().click();
    await expect.poll(() => page.url()).toContain(`?highlight=${encodeURIComponent(partNumber)}`);
    await expect.poll(() => path(page)).toMatch(/\/page-section\/arden-sb21-2024-m\d+-n\d+-p\d+$/);
    await page.context().close();
  });

  it('names where-used pages by their sections in part details', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    const pageId = 'arden-sb21-2024-m01-n04-p1';
    await page.goto(`/major-section/arden-sb21-2024-m01/minor-section/arden-sb21-2024-m01-n04/page-section/${pageId}`);
    const detailsButton = page.getByRole('button', { name: /^Part details, / }).first();
    await expect.poll(() => detailsButton.isVisible(), { timeout: 20_000 }).toBe(true);
    await detailsButton.click();
    const entries = page.getByTestId('part-details').getByTestId('where-used').locator('li');
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const trail = entries.first().getByTestId('location-trail');
    expect((await trail.textContent())?.trim()).toMatch(/^Arden Sable \d{4} › [^›]+ › [^›]+ › [^›]+$/);
    expect(await entries.first().textContent()).not.toContain('arden-sb21');
    // The dialog's accessibility, where-used included, is checked in illustration.test.ts.
    await page.context().close();
  });
});

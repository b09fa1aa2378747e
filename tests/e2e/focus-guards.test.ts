// Fluent UI's focus manager (tabster) puts two aria-hidden focus guards around the page once any
// popover or dialog trigger renders. They must not be in the tab order while no modal is open
// (axe's aria-hidden-focus, which Lighthouse runs, fails them otherwise), and must be while one
// is, so that a Tab coming in from the browser's own interface still lands in the modal.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const minor = 'arden-sb21-2024-m02-n03';
const pagePath = `/major-section/arden-sb21-2024-m02/minor-section/${minor}/page-section/${minor}-p1`;

/** The tab index of each guard tabster keeps directly in the body. */
const guardTabIndexes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>(':scope > i[data-tabster-dummy]')].map((guard) => guard.tabIndex),
  );

/** Elements a Tab can reach though hidden from assistive technology. */
const tabbableButAriaHidden = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"], [aria-hidden="true"] *')].filter(
        (element) => element.tabIndex >= 0 && !element.closest('[inert]'),
      ).length,
  );

describe('the focus guards of Fluent UI around the page', () => {
  it('are out of the tab order on a page, in it while a drawer is open, and out again once it closes', async () => {
    const page = await openPage();
    await signInAs(page, 'rparts');
    await page.goto(pagePath);
    await expect.poll(() => page.getByTestId('parts-table').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => guardTabIndexes(page)).toEqual([-1, -1]);
    expect(await tabbableButAriaHidden(page)).toBe(0);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Bookmarks' }).click();
    const drawer = page.getByRole('dialog', { name: 'Bookmarks' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => guardTabIndexes(page)).toEqual([0, 0]);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => guardTabIndexes(page)).toEqual([-1, -1]);
  });
});

import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

/** Waits until the level on screen has loaded (no skeleton, its heading shown). */
async function levelLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('page-skeleton').count(), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => page.locator('main h1').isVisible(), { timeout: 20_000 }).toBe(true);
}

/** A catalogue level's list of its children (the page also lists, e.g., the user's last searches). */
const nodeLinks = 'ul[data-testid="node-links"]';

/** Follows the first link of the level on screen, once it has loaded; returns the path it led to. */
async function openFirst(page: Page, listSelector: string): Promise<string> {
  await levelLoaded(page);
  const before = page.url();
  const link = page.locator(`main ${listSelector} a`).first();
  await link.click();
  // A list that re-renders as the click lands (note counts arriving) can swallow it: click again.
  await expect
    .poll(
      async () => {
        if (page.url() === before) await link.click({ timeout: 2_000 }).catch(() => undefined);
        return page.url();
      },
      { timeout: 20_000 },
    )
    .not.toBe(before);
  await levelLoaded(page);
  return new URL(page.url()).pathname;
}

/** How many catalogue levels (nextLevelHierarchies answers) the service worker has kept. */
function keptLevelCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const cache = await caches.open('epc-catalogue-v1');
    return (await cache.keys()).filter((request) => request.url.includes('/nextLevelHierarchies')).length;
  });
}

describe('browsing a vehicle catalogue', () => {
  it('goes home -> model -> major -> minor -> page section and shows its parts', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    expect(await openFirst(page, 'ul[aria-label="Models"]')).toMatch(/^\/catalogue\//);
    expect(await openFirst(page, nodeLinks)).toMatch(/^\/major-section\/[^/]+$/);
    expect(await openFirst(page, nodeLinks)).toMatch(/\/minor-section\/[^/]+$/);
    expect(await openFirst(page, nodeLinks)).toMatch(/\/page-section\/[^/]+$/);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('pages opened before open again with the network cut; a page never opened says so', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await waitForServiceWorkerControl(page);
    // Requests made before the service worker took control went past it: load home again.
    await page.reload();
    const visited = [
      new URL(page.url()).pathname,
      await openFirst(page, 'ul[aria-label="Models"]'),
      await openFirst(page, nodeLinks),
      await openFirst(page, nodeLinks),
    ];
    await levelLoaded(page);
    const neverOpened = page.locator(`main ${nodeLinks} a`).nth(1);
    const neverOpenedHref = (await neverOpened.getAttribute('href')) ?? '';
    // The service worker keeps each level's answer just after handing it to the page: wait
    // until the three catalogue levels are kept before cutting the network.
    await expect.poll(() => keptLevelCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    await page.context().setOffline(true);
    for (const path of visited) {
      await page.goto(path);
      await expect.poll(() => page.locator('main h1').isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.getByTestId('catalogue-unavailable').count()).toBe(0);
    }
    await page.goto(neverOpenedHref);
    await expect
      .poll(() => page.getByTestId('catalogue-unavailable').textContent(), { timeout: 20_000 })
      .toContain('not available offline');
    await page.context().setOffline(false);
    await page.context().close();
  });
});

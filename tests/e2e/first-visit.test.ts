import { describe, expect, it } from 'vitest';
import { openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const minor = 'arden-sb21-2022-m02-n01';
const pageSection = `/major-section/arden-sb21-2022-m02/minor-section/${minor}/page-section/${minor}-p2`;

describe("a new visitor's first page", () => {
  it('opens offline later, though it was fetched before the service worker controlled the page', async () => {
    const page = await openPage();
    // The worker is held back, as on a slow first visit where the page loads before it installs.
    let releaseWorker = () => {};
    const workerHeld = new Promise<void>((resolve) => {
      releaseWorker = resolve;
    });
    await page.context().route('**/sw.js', async (route) => {
      await workerHeld;
      await route.continue();
    });
    await signInAs(page, 'tpuser');
    await page.goto(pageSection);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('main svg g[data-callout]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    releaseWorker();
    await waitForServiceWorkerControl(page);
    // The page hands its answers over once the worker controls it; the worker keeps the page
    // section's levels and its illustration.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('epc-catalogue-v1')).keys()).length), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);

    // Personal answers the page also got (the customer, its tokens) are never kept.
    const keptUrls = await page.evaluate(async () => {
      const names = await caches.keys();
      const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return keys.flat().map((request) => request.url);
    });
    expect(keptUrls.filter((url) => /customers|oauth2|client-config/.test(url))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('main svg g[data-callout]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('catalogue-unavailable').count()).toBe(0);
    await page.context().close();
  });
});

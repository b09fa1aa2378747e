import type { Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCuttableNetwork, type CuttableNetwork } from './support/cuttable-network';
import { baseUrl, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const banner = (page: Page) => page.getByTestId('offline-banner');
const bannerText = "You're currently browsing in offline mode";
const connectivity = (page: Page) => page.evaluate(() => document.documentElement.dataset.connectivity);

/**
 * Reloads and expects the banner, and still expects it once the page has settled: the page
 * must not flip back to online because some answer came from a cache.
 */
async function reloadAndSeeTheBanner(page: Page): Promise<void> {
  await page.reload();
  await banner(page).waitFor({ state: 'visible', timeout: 5_000 });
  await page.waitForLoadState('networkidle');
  expect(await banner(page).textContent()).toBe(bannerText);
  expect(await connectivity(page)).toBe('offline');
}

describe('the offline banner', () => {
  it('shows on each of ten offline reloads in a row, and goes when the network is back', async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await waitForServiceWorkerControl(page);
    await page.goto('/catalogue/arden-sb21-2024');
    await page.getByRole('button', { name: 'Make available offline' }).waitFor();
    expect(await connectivity(page)).toBe('online');

    await page.context().setOffline(true);
    for (let reload = 0; reload < 10; reload += 1) await reloadAndSeeTheBanner(page);

    await page.context().setOffline(false);
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await connectivity(page)).toBe('online');
    await page.context().close();
  });

  describe('when the server cannot be reached though the browser says it is online', () => {
    let network: CuttableNetwork;
    beforeAll(async () => {
      network = await openCuttableNetwork(baseUrl());
    });
    afterAll(() => network.close());
    // Each test starts with the network up, whatever the one before left behind.
    beforeEach(() => network.restore());

    it('shows on each of ten reloads for a guest, even with answers in the browser cache', async () => {
      const page = await openPage({ baseURL: network.url });
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      await page.getByRole('button', { name: 'Corporate sign-in' }).waitFor();

      network.cut();
      for (let reload = 0; reload < 10; reload += 1) await reloadAndSeeTheBanner(page);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      network.restore();
      await expect.poll(() => banner(page).count()).toBe(0);
      await page.context().close();
    });

    it('appears when the network drops under an open page and goes when it answers again', async () => {
      const page = await openPage({ baseURL: network.url });
      await signInAs(page, 'jsmith');
      await waitForServiceWorkerControl(page);
      await page.goto('/catalogue/arden-sb21-2024');
      await page.getByRole('button', { name: 'Make available offline' }).waitFor();

      network.cut();
      // A page that asks the server for something finds no network.
      await page.getByRole('link', { name: 'Home' }).first().click();
      await banner(page).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(await connectivity(page)).toBe('offline');

      network.restore();
      await expect.poll(() => banner(page).count()).toBe(0);
      await page.context().close();
    });
  });
});

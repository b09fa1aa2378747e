import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const catalogueId = 'arden-sb21-2024';
const major = `${catalogueId}-m03`;
const minor = `${major}-n02`;
const neverOpenedPage = `/major-section/${major}/minor-section/${minor}/page-section/${minor}-p4`;

/** A fresh profile, signed in, whose service worker controls the page, as after a first visit. */
async function installedApp(): Promise<Page> {
  const page = await openPage();
  await signInAs(page, 'jsmith');
  await waitForServiceWorkerControl(page);
  return page;
}

/** The line that says what the browser granted, as the browser itself answers (headless Chromium may grant or not). */
async function expectedPersistenceLine(page: Page): Promise<string> {
  return (await page.evaluate(() => navigator.storage.persisted()))
    ? 'Kept on this device: the browser will not clear it to free space.'
    : 'The browser may clear kept vehicles when the device runs low on space.';
}

// #region keep-vehicle-offline
async function openCatalogue(page: Page): Promise<void> {
  await page.goto(`/catalogue/${catalogueId}`);
  await expect
    .poll(() => page.getByRole('button', { name: 'Make available offline' }).isEnabled(), { timeout: 30_000 })
    .toBe(true);
}
// #endregion keep-vehicle-offline

describe('making a vehicle available offline', () => {
  it('downloads the vehicle with progress, lists it with its size, then browses and searches it with the network cut', async () => {
    const page = await installedApp();
    // #region keep-vehicle-offline-steps
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect
      .poll(() => page.getByTestId('kept-offline').textContent(), { timeout: 120_000 })
      .toMatch(/Available offline: \d+ pages/);
    // #endregion keep-vehicle-offline-steps
    const persistenceLine = await expectedPersistenceLine(page);
    await expect.poll(() => page.getByTestId('storage-persistence').textContent()).toBe(persistenceLine);
    await expectNoAccessibilityViolations(page);

    await page.goto('/settings');
    const row = page.getByTestId('available-offline').locator('tbody tr');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toMatch(/MB/);
    await expect.poll(() => page.getByTestId('storage-persistence').textContent()).toBe(persistenceLine);
    await expect
      .poll(() => page.getByTestId('storage-use').textContent())
      .toMatch(/^This site stores .*B in all; the browser lets it store up to .*B on this device\.$/);
    await expectNoAccessibilityViolations(page);

    await page.context().setOffline(true);
    await page.goto(neverOpenedPage);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByTestId('catalogue-unavailable').count()).toBe(0);
    await expect.poll(() => page.locator('main svg g[data-callout]').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await page.goto(`/search/${catalogueId}/description/${encodeURIComponent('disc brake')}`);
    await expect
      .poll(() => page.getByTestId('search-results').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await page.goto(`/catalogue/${catalogueId}`);
    await page.getByRole('heading', { name: 'Documents' }).waitFor({ timeout: 20_000 });
    await page.locator('#documents-heading ~ ul button').first().click();
    await expect
      .poll(() => page.getByTestId('pdf-document').locator('canvas').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.getByTestId('pdf-not-found').count()).toBe(0);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('pauses a download the network cuts half way, resumes it from where it stopped, then browses it offline', async () => {
    const page = await installedApp();
    await openCatalogue(page);
    const froms: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/catalogue/api/v1/vehicleDownload') froms.push(Number(url.searchParams.get('from')));
    });
    // A slow line (40 KB/s), so the download is still running when the network goes.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 40 * 1024,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Make available offline' }).click();

    const progress = page.getByTestId('keep-offline-progress');
    const downloaded = async () => {
      const total = Number(await progress.getAttribute('data-total-bytes'));
      return total === 0 ? 0 : Number(await progress.getAttribute('data-received-bytes')) / total;
    };
    await expect.poll(downloaded, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0.15);
    await page.context().setOffline(true);
    await expect
      .poll(() => page.getByTestId('keep-offline-paused').textContent(), { timeout: 20_000 })
      .toContain('continue from where it stopped');
    const pausedAt = await downloaded();
    expect(pausedAt).toBeGreaterThan(0);
    expect(pausedAt).toBeLessThan(1);
    expect(await progress.textContent()).toMatch(/ of .* downloaded so far/);
    await expectNoAccessibilityViolations(page);

    await page.context().setOffline(false);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => page.getByTestId('kept-offline').textContent(), { timeout: 60_000 })
      .toMatch(/Available offline: 480 pages/);
    // Resumed, not restarted: the first request asked from the start, the next from a later record.
    expect(froms[0]).toBe(0);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms.at(-1)).toBeGreaterThan(0);

    await page.context().setOffline(true);
    await page.goto(neverOpenedPage);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('main svg g[data-callout]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('goes on with a download from where it stopped when the page is reloaded part way', async () => {
    const page = await installedApp();
    await openCatalogue(page);
    const froms: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/catalogue/api/v1/vehicleDownload') froms.push(Number(url.searchParams.get('from')));
    });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 40 * 1024,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Make available offline' }).click();
    const progress = page.getByTestId('keep-offline-progress');
    await expect
      .poll(async () => Number(await progress.getAttribute('data-received-bytes')), { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(0);

    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.reload();
    await expect
      .poll(() => page.getByTestId('kept-offline').textContent(), { timeout: 60_000 })
      .toMatch(/Available offline: 480 pages/);
    expect(froms[0]).toBe(0);
    expect(froms.at(-1)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps nothing when the download is cancelled', async () => {
    const page = await installedApp();
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('keep-offline').textContent(), { timeout: 20_000 }).toContain('Cancelled');
    await page.goto('/settings');
    await expect.poll(() => page.getByText('No vehicle is kept on this device').count(), { timeout: 20_000 }).toBe(1);
    await page.context().close();
  });
});

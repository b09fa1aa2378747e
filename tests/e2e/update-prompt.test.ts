import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

describe('a new version deployed while the app is open', () => {
  const workerFile = join(inject('staticDir'), 'sw.js');
  const deployedWorker = readFileSync(workerFile, 'utf8');
  afterAll(() => {
    writeFileSync(workerFile, deployedWorker);
  });

  it('is offered, never forced: the page reloads into it only when the user asks', async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => Object.assign(window, { workInProgress: 'draft note' }));

    // Deploy a new version: the server now has a different service worker (and no stale
    // precompressed copies of the old one).
    appendFileSync(workerFile, '\n// next version\n');
    rmSync(`${workerFile}.br`, { force: true });
    rmSync(`${workerFile}.gz`, { force: true });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByTestId('update-prompt');
    await expect.poll(() => prompt.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await prompt.textContent()).toContain('A new version of the catalogue is ready.');
    expect(await page.evaluate(() => (window as unknown as { workInProgress?: string }).workInProgress)).toBe(
      'draft note',
    );

    await page.getByRole('button', { name: 'Reload to update' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { workInProgress?: string }).workInProgress), {
        timeout: 20_000,
      })
      .toBeUndefined();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    expect(await prompt.count()).toBe(0);
    await page.context().close();
  });
});

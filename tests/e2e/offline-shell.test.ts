import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

describe('the installed app opens with the network cut', () => {
  it('reloads offline from the service worker with the offline banner, which goes when the network is back', async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    await waitForServiceWorkerControl(page);
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Parts Catalogue').first().isVisible()).toBe(true);
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.textContent()).toBe("You're currently browsing in offline mode");
    await expectNoAccessibilityViolations(page);

    await page.context().setOffline(false);
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('is installable: the manifest names the app and its icons load', async () => {
    const page = await openPage();
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Parts Catalogue', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    await page.context().close();
  });
});

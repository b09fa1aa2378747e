// Markets in every language on every platform (issue 18): flags are SVG images that load,
// the service worker keeps the ones shown for offline use, and the drawer's market list is
// searched by the market's name in the interface language.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { openMarketLanguageDrawer } from './support/choose-language';
import { signIn } from './support/sign-in';

/** Whether an <img> has loaded a real picture (a broken or missing flag has naturalWidth 0). */
async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );
}

function headerFlag(page: Page): Locator {
  return page.getByTestId('market-language-button').locator('img');
}

describe('market flags and names (issue 18)', () => {
  it('flags show as images; in German the market list is searched by German names ("Frankreich" finds France)', async () => {
    // Pat Jones (third-party) chooses from all markets; this test only looks, it saves nothing.
    const page = await openPage();
    await signIn(page, 'third-party', 'tpuser', 'Pat Jones');
    await page.goto('/de-DE/home');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Startseite' }).isVisible()).toBe(true);

    // The header: GB's flag as an image beside the code UK.
    await expect.poll(() => imageLoaded(headerFlag(page))).toBe(true);
    expect(await headerFlag(page).getAttribute('src')).toBe('/flags/gb.svg');
    expect(await page.getByTestId('market-language-button').textContent()).toContain('UK');

    await openMarketLanguageDrawer(page);
    await expect.poll(() => page.getByTestId('market-search').isVisible()).toBe(true);
    // The whole list first: every entry starts with its flag; the list opens at the user's own
    // market, whose flag has loaded (flags scrolled out of view load when scrolled to).
    await page.getByTestId('market-field').click();
    const ownMarket = page.getByRole('option', { selected: true });
    expect(await ownMarket.textContent()).toBe('UK Vereinigtes Königreich');
    await expect.poll(() => imageLoaded(ownMarket.locator('img'))).toBe(true);
    expect(await ownMarket.locator('img').getAttribute('src')).toBe('/flags/gb.svg');
    expect(await page.getByRole('option').count()).toBeGreaterThan(100);
    await page.keyboard.press('Escape');

    await page.getByTestId('market-search').fill('Frankreich');
    await page.getByTestId('market-field').click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['FR Frankreich']);
    const france = page.getByRole('option', { name: 'FR Frankreich', exact: true });
    await expect.poll(() => imageLoaded(france.locator('img'))).toBe(true);
    expect(await france.locator('img').getAttribute('src')).toBe('/flags/fr.svg');
    await expectNoAccessibilityViolations(page);

    await france.click();
    await expect.poll(() => page.getByTestId('market-field').textContent()).toContain('FR Frankreich');
    // The English name and the code find it too; a search that matches nothing says so, in German.
    await page.getByTestId('market-search').fill('united king');
    await page.getByTestId('market-field').click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['UK Vereinigtes Königreich']);
    await page.keyboard.press('Escape');
    await page.getByTestId('market-search').fill('zzzz');
    await expect.poll(() => page.getByText('Kein Markt passt zu „zzzz“.').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the service worker keeps the flags shown, so they still show offline', async () => {
    const page = await openPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // Now under the worker: the flag shown is fetched through it and kept.
    await page.reload();
    await expect.poll(() => imageLoaded(headerFlag(page))).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('epc-flags-v1');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toContain('/flags/gb.svg');

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Parts Catalogue' }).isVisible()).toBe(true);
    await expect.poll(() => imageLoaded(headerFlag(page))).toBe(true);
    await page.context().close();
  });
});

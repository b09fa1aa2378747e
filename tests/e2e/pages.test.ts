import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const helpChunk = '**/assets/help-page-*.js';

/** Signs in to /home, then moves to /help inside the app while the help page's code cannot load. */
async function openHelpWithoutItsCode(): Promise<Page> {
  const page = await openPage({ serviceWorkers: 'block' });
  await signInAs(page, 'rlee');
  await expect.poll(() => heading(page, 'Home').isVisible()).toBe(true);
  await page.route(helpChunk, (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/help');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => heading(page, 'You are currently offline').isVisible()).toBe(true);
  return page;
}

describe('pages, not-found and fatal errors', () => {
  it('opens a deep link under a site and locale prefix', async () => {
    const page = await openPage();
    await page.goto('/corvid/help');
    await expect.poll(() => heading(page, 'Help').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Corvid home' }).count()).toBe(1);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('takes a locale in any case, with an underscore or by its old code, to its canonical address', async () => {
    const page = await openPage();
    for (const [written, canonical, lang] of [
      ['/de-de/help', '/de-DE/help', 'de-DE'],
      ['/corvid/EN_US/help', '/corvid/en-US/help', 'en-US'],
      ['/en_gb/help', '/help', 'en-GB'],
      ['/in/help', '/id/help', 'id'],
    ] as const) {
      await page.goto(written);
      await expect.poll(() => new URL(page.url()).pathname).toBe(canonical);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
    // Indonesian, from its own file.
    await expect.poll(() => heading(page, 'Bantuan').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path, with or without a prefix', async () => {
    const page = await openPage();
    // Signed in, so the way home leads to the catalogue's home rather than to why it is closed.
    await signInAs(page, 'rlee');
    for (const path of ['/no-such-page', '/corvid/no/such/page']) {
      await page.goto(path);
      await expect.poll(() => heading(page, 'Page not found').isVisible()).toBe(true);
    }
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => heading(page, 'Home').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/corvid/home');
    await page.context().close();
  });

  it('shows the error page when a page fails, and Refresh the page recovers', async () => {
    const page = await openPage({ serviceWorkers: 'block' });
    await page.route(helpChunk, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken page");' }),
    );
    await page.goto('/help');
    await expect.poll(() => heading(page, 'Something Went Wrong.').isVisible()).toBe(true);
    expect(await page.getByText('An error has occurred. Try refreshing the page.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back Home' }).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    await page.unroute(helpChunk);
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await expect.poll(() => heading(page, 'Help').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the offline screen when a page chunk fails to load; Retry Connection loads it', async () => {
    const page = await openHelpWithoutItsCode();
    expect(await page.getByRole('button', { name: 'Retry Connection' }).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    await page.unroute(helpChunk);
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expect.poll(() => heading(page, 'Help').isVisible()).toBe(true);
    await page.context().close();
  });

  it('clears the offline screen on navigation', async () => {
    const page = await openHelpWithoutItsCode();
    await page.goBack();
    await expect.poll(() => heading(page, 'Home').isVisible()).toBe(true);
    await page.context().close();
  });
});

// News and service messages in the full header: the system notification banner, the EPC
// Updates modal with its PDFs (online and, once seen, offline), the red unread indicator and
// the no-news toast. Signs in tpuser, whose latest-news time this file moves forward (no other
// test reads it; the customer update cannot unset it).
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signIn } from './support/sign-in';

const maintenanceNotice =
  'Planned maintenance: the parts catalogue may be unavailable for a few minutes on Sundays between 02:00 and 04:00 UTC.';
const enGbNews = [
  'November 2026 catalogue update',
  'Bookmarks and shared catalogues',
  'Working offline in the workshop',
] as const;

const epcUpdates = (page: Page) => page.getByRole('button', { name: 'EPC Updates', exact: true });
const newsDialog = (page: Page) => page.getByRole('dialog', { name: 'EPC Updates' });
/** The tabs' accessible names, in order (a tab's text also holds a hidden copy Fluent uses for sizing). */
const tabNames = async (page: Page) =>
  [...(await newsDialog(page).getByRole('tablist').ariaSnapshot()).matchAll(/- tab "([^"]*)"/g)].map(
    (match) => match[1],
  );
const isUnread = async (page: Page) => (await epcUpdates(page).getAttribute('data-unread')) === 'true';

/** Waits until the item's PDF has been drawn: react-pdf paints a canvas and lays the PDF's text over it. */
async function expectPdfShown(page: Page, title: string): Promise<void> {
  const pdf = newsDialog(page).getByTestId('pdf-document');
  await expect.poll(() => pdf.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => pdf.textContent(), { timeout: 20_000 }).toContain(title);
}

async function signedInPage(options: Parameters<typeof openPage>[0] = {}): Promise<Page> {
  const page = await openPage(options);
  await signIn(page, 'third-party', 'tpuser', 'Pat Jones');
  return page;
}

describe('the system notification banner', () => {
  it('shows the active message as text, and once closed stays closed for the browser session', async () => {
    const page = await signedInPage();
    const banner = page.getByTestId('service-message-banner');
    await expect.poll(() => banner.textContent()).toContain(maintenanceNotice);

    await banner.getByRole('button', { name: 'Close the system notification' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    await page.getByRole('link', { name: 'SHOPPING BASKET' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shopping-list');
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe('Pat Jones');
    expect(await banner.count()).toBe(0);

    // A new window is a new browser session: the message shows again there.
    const newWindow = await page.context().newPage();
    await newWindow.goto('/home');
    await expect
      .poll(() => newWindow.getByTestId('service-message-banner').textContent(), { timeout: 20_000 })
      .toContain(maintenanceNotice);
    await page.context().close();
  });
});

describe('EPC Updates', () => {
  it('opens the news as tabs with the PDF under ATTACHMENTS, clears the red once read, and opens seen news offline', async () => {
    const page = await signedInPage();
    await waitForServiceWorkerControl(page);
    // tpuser has never opened the news, and the demo has en-GB news.
    await expect.poll(() => isUnread(page)).toBe(true);
    expect(await page.getByText('There is news you have not read yet').count()).toBe(1);

    await epcUpdates(page).click();
    const dialog = newsDialog(page);
    await expect.poll(() => tabNames(page)).toEqual(enGbNews);
    expect(await dialog.getByRole('tab', { name: enGbNews[0] }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByRole('heading', { name: 'ATTACHMENTS' }).isVisible()).toBe(true);
    await expectPdfShown(page, enGbNews[0]);
    await expectNoAccessibilityViolations(page);

    await dialog.getByRole('tab', { name: enGbNews[1] }).click();
    expect(await dialog.getByRole('tab', { name: enGbNews[1] }).getAttribute('aria-selected')).toBe('true');
    await expectPdfShown(page, enGbNews[1]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isUnread(page)).toBe(false);

    // Stored on the customer, not only on this page.
    await page.reload();
    await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe('Pat Jones');
    await expect.poll(() => epcUpdates(page).count()).toBe(1);
    expect(await isUnread(page)).toBe(false);

    // Offline: the list and the files opened before come from the service worker; a file never opened says so.
    await page.context().setOffline(true);
    await epcUpdates(page).click();
    await expect.poll(() => tabNames(page)).toEqual(enGbNews);
    await expectPdfShown(page, enGbNews[0]);
    await dialog.getByRole('tab', { name: enGbNews[2] }).click();
    const notFound = dialog.getByTestId('news-file-not-found');
    await expect.poll(() => notFound.textContent()).toContain('No document found');
    expect(await notFound.textContent()).toContain('only news files opened before on this device can be shown');
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('with no news, shows the info toast "No EPC News present at the moment." and no modal', async () => {
    // The demo always has en-GB news, which every language falls back to; emptying the news of
    // the shared test server would change what the other browser tests see. So this browser
    // alone is told there is none: the list request is answered with an empty list. Without
    // a service worker, which would otherwise make the request out of the test's reach.
    const page = await signedInPage({ serviceWorkers: 'block' });
    await page.route('**/api/news?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        body: JSON.stringify({ c_languageCode: 'en-GB', items: [] }),
      }),
    );
    await epcUpdates(page).click();
    const toast = page.getByText('No EPC News present at the moment.');
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await newsDialog(page).count()).toBe(0);
    // It goes by itself (after one second).
    await expect.poll(() => toast.count()).toBe(0);
    await page.context().close();
  });
});

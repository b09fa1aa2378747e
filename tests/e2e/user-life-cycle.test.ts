// A user's life cycle around the shell (issue 15): help in a new window and offline, 'Last
// Accessed' as the previous visit, an expired subscriber told so, a failed logout's
// error-loading flag, and the layout containers at the spec's widths (shell spec, sections
// 2, 4, 8 and 9; catalogue spec, section 4).
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { demoUserId, demoUsers } from '../../src/server/db/demo-data/demo-users';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signIn, signInAs, storedSession } from './support/sign-in';

const popover = (page: Page) => page.getByTestId('profile-popover');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const topicHeadings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

/** The help page as the user sees it: heading, search box and topics. */
async function expectHelp(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Help' }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { level: 2, name: 'Work offline' }).isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Help topics' }).isVisible()).toBe(true);
}

describe('help', () => {
  it('opens in a new window from the profile popover and from the footer', async () => {
    const page = await openPage();
    await signInAs(page, 'isponsored');
    await page.getByTestId('profile-button').click();
    const [fromProfile] = await Promise.all([
      page.context().waitForEvent('page'),
      popover(page).getByRole('link', { name: 'Help' }).click(),
    ]);
    await expect.poll(() => pathOf(fromProfile)).toBe('/help');
    await expectHelp(fromProfile);
    await fromProfile.close();

    const footer = page.getByTestId('site-footer');
    await expect.poll(() => footer.isVisible()).toBe(true);
    const [fromFooter] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.getByRole('link', { name: 'Help', exact: true }).click(),
    ]);
    await expect.poll(() => pathOf(fromFooter)).toBe('/help');
    await expectHelp(fromFooter);
    expect(pathOf(page)).toBe('/home');
    await page.context().close();
  });

  it('opens offline, and its search filters the topics as the user types, keyboard only; no accessibility violations', async () => {
    const page = await openPage();
    await page.goto('/help');
    await expectHelp(page);
    await expectNoAccessibilityViolations(page);

    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectHelp(page);

    // Keyboard only: the search box is reached with Tab and typed into.
    const search = page.getByRole('searchbox', { name: 'Search the help' });
    await search.focus();
    await page.keyboard.type('export csv');
    await expect
      .poll(() => page.getByTestId('help-search-status').textContent())
      .toBe('Help topics matching "export csv": 1');
    expect(await topicHeadings(page).allTextContents()).toEqual(['Use the shopping list']);
    expect(await page.getByTestId('help-topic-shopping-list').getByRole('paragraph').count()).toBe(1);

    await search.fill('');
    await page.keyboard.type('zzqx');
    await expect
      .poll(() => page.getByTestId('help-search-status').textContent())
      .toBe('No help topic matches "zzqx". Try other words, or clear the search.');
    expect(await topicHeadings(page).count()).toBe(0);
    await expectNoAccessibilityViolations(page);

    // Clearing the box brings every topic back; a topic link moves focus to its heading.
    await search.fill('');
    await expect.poll(() => topicHeadings(page).count()).toBeGreaterThan(5);
    await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Contact' }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Contact');
    expect(await page.getByTestId('help-topic-contact').textContent()).toContain('Arden Corvid Automotive Ltd');
    await page.context().close();
  });
});

describe("'Last Accessed' in the profile popover", () => {
  it('shows the previous visit as day, short month and year, not today', async () => {
    const page = await openPage();
    await signInAs(page, 'isponsored');
    // Set this user's last login to a known day, as if they had last come then.
    const user = demoUsers.find((demo) => demo.username === 'isponsored');
    const { accessToken } = await storedSession(page);
    const patch = await page.request.patch(
      `/mobify/proxy/api/s/-/dw/data/v21_3/custom_objects/EPCUsers/${user ? demoUserId(user) : ''}`,
      { headers: { authorization: accessToken ?? '' }, data: { c_epcLastLoginTime: '2025-03-14T10:00:00.000Z' } },
    );
    expect(patch.status(), await patch.text()).toBe(200);
    await page.context().close();

    // The next visit: 'Last Accessed' is that day, not the sign-in just made.
    const next = await openPage();
    await signInAs(next, 'isponsored');
    await next.getByTestId('profile-button').click();
    await expect
      .poll(() => popover(next).getByTestId('profile-last-accessed').textContent())
      .toBe('Last Accessed: 14 Mar 2025');
    await next.context().close();
  });
});

describe('a true-independent with no subscription', () => {
  it('is told in words after sign-in that the subscription has ended, with the way to Manage Subscription', async () => {
    const page = await openPage();
    await signIn(page, 'third-party', 'inosub', 'Jo Varga');
    const closed = page.getByTestId('page-closed');
    await expect.poll(() => closed.getAttribute('data-reason')).toBe('subscription-expired');
    expect(await closed.getByRole('heading', { level: 1 }).textContent()).toBe('Your subscription has ended');
    await closed.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect.poll(() => pathOf(page)).toBe('/manage-subscription');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Manage Subscription');
    await page.context().close();
  });
});

describe('a logout the service does not confirm', () => {
  it('sets the error-loading flag; the home page then shows the error page once, saying so, and clears the flag', async () => {
    // No service worker, so the test answers the logout call itself.
    const page = await openPage({ serviceWorkers: 'block' });
    await signInAs(page, 'isponsored');
    await page.route('**/oauth2/logout**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status_code: '500', message: 'HTTP error! Status: 500' }),
      }),
    );
    await page.getByTestId('profile-button').click();
    await popover(page).getByRole('button', { name: 'Log Out' }).click();

    const errorScreen = page.getByTestId('error-screen');
    await expect.poll(() => errorScreen.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(pathOf(page)).toBe('/home');
    expect(await errorScreen.getByRole('heading', { level: 1 }).textContent()).toBe('Something Went Wrong.');
    expect(await errorScreen.textContent()).toContain(
      'Your sign-out did not reach the server: you are signed out on this device',
    );
    // Signed out on this device all the same.
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('epc_error_loading'))).toBeNull();
    await expectNoAccessibilityViolations(page);

    // Read once: refreshing shows the ordinary page, here the guest's closed home page.
    await errorScreen.getByRole('button', { name: 'Refresh the page' }).click();
    await expect.poll(() => page.getByTestId('page-closed').getAttribute('data-reason')).toBe('sign-in-needed');
    expect(await errorScreen.count()).toBe(0);
    await page.context().close();
  });
});

describe('layout containers (shell spec, section 9)', () => {
  const container = (page: Page) => page.getByTestId('layout-container');

  it('at 1920 px the page sits in a centred 1560 px container; narrower viewports step down the widths', async () => {
    const page = await openPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto('/help');
    await expectHelp(page);
    const box = await container(page).boundingBox();
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box?.width).toBe(1560);
    expect(Math.abs((box?.x ?? 0) - (viewportWidth - 1560) / 2)).toBeLessThanOrEqual(1);

    for (const [viewport, width] of [
      [1500, 1440],
      [1366, 1200],
      [1100, 1024],
      [800, 768],
      [700, 640],
    ] as const) {
      await page.setViewportSize({ width: viewport, height: 900 });
      await expect
        .poll(async () => (await container(page).boundingBox())?.width, { message: `${viewport}` })
        .toBe(width);
    }
    await page.context().close();
  });

  it("at 1366 px a page section's parts table shows its last column whole", async () => {
    const page = await openPage({ viewport: { width: 1366, height: 768 } });
    await signInAs(page, 'jsmith');
    const minor = 'arden-sb21-2024-m03-n02';
    await page.goto(`/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`);
    const table = page.getByTestId('parts-table');
    await expect.poll(() => table.isVisible(), { timeout: 20_000 }).toBe(true);
    const lastHeader = table.getByRole('columnheader').last();
    expect(await lastHeader.textContent()).toBe('Shopping list');
    // Nothing of the page runs past the viewport: the document does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    // Every column fits its panel, the last one's header whole, with nothing scrolled sideways.
    const region = page.getByRole('region', { name: 'Parts list' });
    expect(await region.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
    const header = await lastHeader.boundingBox();
    const regionBox = await region.boundingBox();
    expect(header).not.toBeNull();
    const headerRight = (header?.x ?? 0) + (header?.width ?? 0);
    expect(headerRight).toBeLessThanOrEqual((regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1);
    expect(headerRight).toBeLessThanOrEqual(1366);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});

describe("'Customer Fetch Error' (catalogue spec, section 8)", () => {
  it('a customer read the server flags as an error is shown under the header with its reason; the user stays who they are', async () => {
    // No service worker, so the test answers the customer read itself.
    const page = await openPage({ serviceWorkers: 'block' });
    await signInAs(page, 'isponsored');
    await page.route('**/dw/shop/v21_3/customers/*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 404,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such customer.' }),
          })
        : route.continue(),
    );
    await page.reload();
    const notice = page.getByTestId('customer-fetch-error');
    await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await notice.textContent()).toContain('Customer Fetch Error');
    expect(await notice.textContent()).toContain('(No such customer.)');
    // The copy kept on the device stands in.
    expect(await page.getByTestId('user-full-name').textContent()).toBe('Sam Okafor');
    await expectNoAccessibilityViolations(page);

    // A read that succeeds again takes the notice away.
    await page.unroute('**/dw/shop/v21_3/customers/*');
    await page.reload();
    await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Sam Okafor');
    await expect.poll(() => notice.count()).toBe(0);
    await page.context().close();
  });
});

// The frame around every page: which header a path gets, the profile popover per user type,
// the footer and the cookie notice (shell spec, sections 2, 4, 6 and 9).
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signIn, signInWithAPreviousVisit, storedSession } from './support/sign-in';

const fullHeader = (page: Page) => page.getByTestId('full-header');
const profileButton = (page: Page) => page.getByTestId('profile-button');
const popover = (page: Page) => page.getByTestId('profile-popover');
const footer = (page: Page) => page.getByTestId('site-footer');
const dayShortMonthYear = /^Last Accessed: \d{1,2} [A-Z][a-z]{2,3} \d{4}$/;
const ninetyDays = 90 * 24 * 60 * 60;

async function openProfile(page: Page): Promise<void> {
  await profileButton(page).click();
  await expect.poll(() => popover(page).isVisible()).toBe(true);
}

/** The popover's link targets in the order shown (app paths: the default site and locale add no prefix). */
function popoverLinkPaths(page: Page): Promise<string[]> {
  return popover(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Seconds from now until the cookie expires, as the browser holds it. */
async function cookieLife(page: Page, name: string): Promise<{ value: string; secondsLeft: number } | undefined> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === name);
  return cookie && { value: cookie.value, secondsLeft: cookie.expires - Date.now() / 1000 };
}

describe('the shell frame', () => {
  it('an internal admin gets the full header on /home, the popover with type and role, and the other headers where the spec says', async () => {
    const page = await signInWithAPreviousVisit('corporate', 'jsmith', 'Jane Smith');
    await expect.poll(() => fullHeader(page).isVisible()).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Catalogue tools' });
    expect(await nav.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin-management');
    expect(await nav.getByRole('button', { name: 'New Session' }).isVisible()).toBe(true);
    expect(await nav.getByTestId('user-full-name').textContent()).toBe('Jane Smith');
    const basket = nav.getByRole('link', { name: 'SHOPPING BASKET' });
    expect(await basket.getAttribute('href')).toBe('/shopping-list');
    expect(await page.getByTestId('sync-badge').isVisible()).toBe(true);
    // With nothing to count, an icon button as wide as the space the header keeps for it while
    // its code loads (32 px), so the header does not move when it arrives.
    await expect.poll(async () => (await page.getByTestId('sync-badge').boundingBox())?.width).toBe(32);
    await expectNoAccessibilityViolations(page);

    await openProfile(page);
    expect(await popover(page).getByTestId('profile-initials').textContent()).toBe('JS');
    expect(await popover(page).getByTestId('profile-full-name').textContent()).toBe('Jane Smith');
    expect(await popover(page).getByTestId('profile-type-role').textContent()).toBe('Internal | Admin');
    expect(await popover(page).getByTestId('profile-last-accessed').textContent()).toMatch(dayShortMonthYear);
    expect(await popoverLinkPaths(page)).toEqual(['/shopping-list', '/notes', '/help', '/settings', '/search-history']);
    expect(await popover(page).getByRole('link', { name: 'Help' }).getAttribute('target')).toBe('_blank');
    expect(await popover(page).getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    // A link in the popover navigates and closes it.
    await popover(page).getByRole('link', { name: 'My Notes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/notes');
    await expect.poll(() => popover(page).count()).toBe(0);

    // New Session opens /home in a new window, signed in as the same user.
    const [second] = await Promise.all([
      page.context().waitForEvent('page'),
      nav.getByRole('button', { name: 'New Session' }).click(),
    ]);
    await expect.poll(() => new URL(second.url()).pathname).toBe('/home');
    await expect.poll(() => second.getByTestId('user-full-name').textContent()).toBe('Jane Smith');
    await second.close();

    await basket.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shopping-list');

    // Off the catalogue paths: the simple header, with the profile popover still there.
    await page.goto('/help');
    await expect.poll(() => page.getByRole('button', { name: 'Profile: Jane Smith' }).isVisible()).toBe(true);
    expect(await fullHeader(page).count()).toBe(0);
    expect(await page.getByTestId('guest-label').count()).toBe(0);

    // /eu-legislation: only a logout button in the header.
    await page.goto('/eu-legislation');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button').count()).toBe(1);
    expect(await banner.getByRole('link').count()).toBe(0);
    await expect.poll(() => footer(page).isVisible()).toBe(true);

    // illustration-display: the simple header and no footer.
    await page.goto('/illustration-display');
    await expect.poll(() => page.getByTestId('no-page-section').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Profile: Jane Smith' }).isVisible()).toBe(true);
    expect(await fullHeader(page).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);
    await page.context().close();
  });

  it('the profile popover opens from the keyboard, its code loading on first use, and closing gives the focus back to its button', async () => {
    const page = await signInWithAPreviousVisit('corporate', 'jsmith', 'Jane Smith');
    await expect.poll(() => fullHeader(page).isVisible()).toBe(true);
    expect(await profileButton(page).getAttribute('aria-expanded')).toBe('false');

    await profileButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => popover(page).isVisible()).toBe(true);
    await expect.poll(() => popover(page).evaluate((surface) => surface.contains(document.activeElement))).toBe(true);
    expect(await profileButton(page).getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Escape');
    await expect.poll(() => popover(page).count()).toBe(0);
    await expect.poll(() => profileButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // Once loaded, the same button opens it again.
    await page.keyboard.press('Enter');
    await expect.poll(() => popover(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a sponsored independent sees no type and role line and no Admin tab', async () => {
    const page = await signInWithAPreviousVisit('third-party', 'isponsored', 'Sam Okafor');
    await expect.poll(() => fullHeader(page).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await openProfile(page);
    expect(await popover(page).getByTestId('profile-initials').textContent()).toBe('SO');
    expect(await popover(page).getByTestId('profile-type-role').count()).toBe(0);
    expect(await popover(page).getByTestId('profile-last-accessed').textContent()).toMatch(dayShortMonthYear);
    expect(await popoverLinkPaths(page)).toEqual(['/shopping-list', '/notes', '/help', '/settings', '/search-history']);
    await page.context().close();
  });

  it('a true-independent subscriber gets Manage Subscription, which opens with the simple header', async () => {
    const page = await openPage();
    await signIn(page, 'third-party', 'isubscriber', 'Alex Fischer');
    await openProfile(page);
    expect(await popover(page).getByTestId('profile-type-role').count()).toBe(0);
    expect(await popoverLinkPaths(page)).toEqual([
      '/shopping-list',
      '/notes',
      '/help',
      '/settings',
      '/manage-subscription',
      '/search-history',
    ]);
    await popover(page).locator('a[href$="/manage-subscription"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/manage-subscription');
    await expect.poll(() => fullHeader(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Profile: Alex Fischer' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a guest gets the simple header, and clicking the profile icon logs the guest out', async () => {
    const page = await openPage();
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    await expect.poll(async () => (await storedSession(page)).customerId).toBeTruthy();
    const guestCustomer = (await storedSession(page)).customerId;
    expect(await fullHeader(page).count()).toBe(0);

    await profileButton(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await popover(page).count()).toBe(0);
    // A new guest session, not the old one.
    await expect.poll(async () => (await storedSession(page)).customerId).not.toBe(guestCustomer);
    await expect.poll(async () => (await storedSession(page)).customerId).toBeTruthy();
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    await page.context().close();
  });

  it("a first visit reads the cookie notice in its browser's language before the app's scripts have run, and the app's own takes its place", async () => {
    const page = await openPage({ locale: 'de-DE' });
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((release) => (releaseScripts = release));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    const bootNotice = page.locator('section.boot-notice');
    await expect.poll(() => bootNotice.textContent()).toContain('Diese Website verwendet Cookies');
    expect(await bootNotice.getAttribute('lang')).toBe('de-DE');
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);

    releaseScripts();
    const notice = page.getByTestId('cookie-notice');
    await expect
      .poll(() => notice.getByRole('heading', { name: 'Diese Website verwendet Cookies' }).isVisible())
      .toBe(true);
    expect(await bootNotice.count()).toBe(0);
    await page.context().close();
  });

  it('cookie consent and a collapsed footer are kept for 90 days across reloads', async () => {
    const page = await openPage();
    await page.goto('/home');
    const notice = page.getByTestId('cookie-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('heading', { name: 'This site uses cookies' }).isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Accept cookies' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    const consent = await cookieLife(page, 'cookieConsent');
    expect(consent?.value).toBe('true');
    expect(consent?.secondsLeft).toBeGreaterThan(ninetyDays - 600);
    expect(consent?.secondsLeft).toBeLessThanOrEqual(ninetyDays);

    const toggle = page.getByTestId('footer-toggle');
    await expect.poll(() => footer(page).getByRole('heading', { name: 'Customer Services' }).isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('Show footer');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await footer(page).getByRole('heading').count()).toBe(0);
    const hidden = await cookieLife(page, 'isFooterHidden');
    expect(hidden?.value).toBe('true');
    expect(hidden?.secondsLeft).toBeGreaterThan(ninetyDays - 600);

    await page.reload();
    await expect.poll(() => page.getByTestId('footer-toggle').textContent()).toBe('Show footer');
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    expect(await footer(page).getByRole('heading').count()).toBe(0);

    // Off the catalogue paths the footer cannot be collapsed, so it shows in full.
    await page.goto('/help');
    await expect.poll(() => footer(page).getByRole('heading', { name: 'Customer Services' }).isVisible()).toBe(true);
    expect(await page.getByTestId('footer-toggle').count()).toBe(0);

    await page.goto('/home');
    await page.getByTestId('footer-toggle').click();
    await expect.poll(() => footer(page).getByRole('heading', { name: 'Customer Services' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('footer-toggle').textContent()).toBe('Hide footer');
    expect((await cookieLife(page, 'isFooterHidden'))?.value).toBe('false');
    await page.context().close();
  });

  it('the footer: services for a guest, the compliance notice, policies as PDFs and links for both brands', async () => {
    const page = await openPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    const siteFooter = footer(page);

    expect(await siteFooter.getByRole('link', { name: 'Help' }).getAttribute('target')).toBe('_blank');
    expect(await siteFooter.getByTestId('footer-basket-inactive').textContent()).toBe(
      'View Your Basket (sign in to use)',
    );
    expect(await siteFooter.getByRole('link', { name: 'View Your Basket' }).count()).toBe(0);
    for (const heading of [
      'Customer Services',
      'About Us',
      'Applications and Add-Ons',
      'Registered Office',
      'Follow us',
    ]) {
      expect(await siteFooter.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    for (const name of ['Arden on Facebook', 'Corvid on YouTube']) {
      const link = siteFooter.getByRole('link', { name });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await expectNoAccessibilityViolations(page);

    const complianceButton = siteFooter.getByRole('button', { name: 'EU2018/858 compliance' });
    await complianceButton.click();
    const compliance = page.getByRole('dialog', { name: 'EU2018/858 compliance' });
    await expect
      .poll(() => compliance.getByTestId('compliance-contact').textContent())
      .toContain('rmi-access@arden-corvid.example');
    await compliance.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => compliance.count()).toBe(0);
    await expect.poll(() => complianceButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await siteFooter.getByRole('button', { name: 'Privacy Policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect
      .poll(() => policy.locator('[data-testid="pdf-document"] canvas').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await policy.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => policy.count()).toBe(0);
    await page.context().close();
  });

  it('a registered user can go to the basket from the footer', async () => {
    const page = await openPage();
    await signIn(page, 'retailer', 'rlee', 'Robin Lee');
    await footer(page).getByRole('link', { name: 'View Your Basket' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shopping-list');
    await page.context().close();
  });
});

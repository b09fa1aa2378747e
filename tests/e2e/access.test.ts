// The client's side of the access policy (docs/access-policy.md, pages x principals): a page
// the user may not open says why and what to do, whoever types its address.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { refusals } from '../../src/domain/access/access-levels';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signIn, signInAs, startSignIn, storedSession } from './support/sign-in';

const closedPage = (page: Page) => page.getByTestId('page-closed');

/** Waits until the page in view is closed for `reason`, and answers its heading. */
async function closedFor(page: Page, reason: string): Promise<string> {
  await expect
    .poll(
      () =>
        closedPage(page)
          .getAttribute('data-reason', { timeout: 1_000 })
          .catch(() => null),
      { timeout: 20_000 },
    )
    .toBe(reason);
  return (await closedPage(page).getByRole('heading', { level: 1 }).textContent()) ?? '';
}

describe('pages closed to the user say why and what to do', () => {
  it('a guest typing a protected address is told why and can sign in from there', async () => {
    const page = await openPage();
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/catalogue/api/')) catalogueRequests.push(request.url());
    });
    for (const path of [
      '/admin-management',
      '/manage-subscription',
      '/eu-legislation',
      '/upload-csv-xml',
      '/catalogue/arden-sb21-2024',
      '/home',
    ]) {
      await page.goto(path);
      expect(await closedFor(page, 'sign-in-needed'), path).toBe('Sign in to open this page');
      await expect.poll(() => closedPage(page).textContent()).toContain('need an approved account');
      await expect
        .poll(() => closedPage(page).getByRole('button', { name: 'Retailer sign-in' }).isEnabled())
        .toBe(true);
    }
    // The client decided by itself: it asked the catalogue service nothing.
    expect(catalogueRequests).toEqual([]);
    await expectNoAccessibilityViolations(page);

    // The way to sign in is the landing page's own: it goes to the identity provider.
    await closedPage(page).getByRole('button', { name: 'Third-party sign-in' }).click();
    await page.waitForURL(/\/idp\/third-party\//);
    await page.context().close();
  });

  it('a user whose registration awaits approval is told so, not just to sign in', async () => {
    const page = await openPage();
    await startSignIn(page, 'third-party', 'tppending');
    await expect
      .poll(() => page.getByTestId('sign-in-problem').textContent(), { timeout: 20_000 })
      .toContain('waiting for approval');
    for (const path of ['/home', '/admin-management']) {
      await page.goto(path);
      expect(await closedFor(page, 'approval-awaited')).toBe('Your registration is waiting for approval');
    }
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('a user rejected while signed in is signed out, wiped and told so at the next answer refusing the account', async () => {
    // Blocking the service worker lets the test answer the catalogue's requests itself.
    const page = await openPage({ serviceWorkers: 'block' });
    await signInAs(page, 'tpuser');
    await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    // As the server answers once an admin has rejected the profile (docs/access-policy.md).
    await page.route('**/catalogue/api/v1/nextLevelHierarchies', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: refusals.rejected }),
      }),
    );
    await page.goto('/catalogue/arden-sb21-2024');
    expect(await closedFor(page, 'rejected')).toBe('Your registration has been rejected');
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    expect((await storedSession(page)).cookies).not.toContain('cc-nx=');
    await page.context().close();
  });

  it('an expired true-independent is pointed to Manage Subscription, which opens, also offline', async () => {
    const page = await openPage();
    // inosub, who never buys: iexpired buys a day in manage-subscription.test.ts.
    await signIn(page, 'third-party', 'inosub', 'Jo Varga');
    expect(await closedFor(page, 'subscription-expired')).toBe('Your subscription has ended');
    // The basket is not offered for a list the user may not open.
    expect(await page.getByTestId('basket-link').count()).toBe(0);
    await expectNoAccessibilityViolations(page);

    // The decision comes from the profile kept on the device, so it stands with no network.
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await closedFor(page, 'subscription-expired')).toBe('Your subscription has ended');
    await page.context().setOffline(false);

    await closedPage(page).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/manage-subscription');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Manage Subscription');
    expect(await closedPage(page).count()).toBe(0);
    await page.context().close();
  });

  it('a retailer technician is told why admin management is closed; an internal admin opens it', async () => {
    const technician = await openPage();
    await signInAs(technician, 'rlee');
    // No Admin tab leads there.
    expect(await technician.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await technician.goto('/admin-management');
    expect(await closedFor(technician, 'admin-only')).toBe('Only administrators can open this page');
    await expect
      .poll(() => closedPage(technician).getByRole('link', { name: 'Back to the catalogue' }).isVisible())
      .toBe(true);
    await expectNoAccessibilityViolations(technician);
    await technician.context().close();

    const admin = await openPage();
    await signInAs(admin, 'jsmith');
    await admin.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/admin-management');
    await expect.poll(() => admin.locator('main h1').textContent()).toBe('Admin management');
    expect(await closedPage(admin).count()).toBe(0);
    await expectNoAccessibilityViolations(admin);
    await admin.context().close();
  });
});

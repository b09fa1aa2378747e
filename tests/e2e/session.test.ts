import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { chooseLanguage, continueFromDrawer, openMarketLanguageDrawer, pickLanguage } from './support/choose-language';
import { waitForOutboxEmpty } from './support/user-outbox';
import { signIn, startSignIn, storedSession } from './support/sign-in';

describe('guest and registered sessions', () => {
  it('a first visit gets a guest session without doing anything', async () => {
    const page = await openPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    await expect.poll(async () => (await storedSession(page)).accessToken).toMatch(/^Bearer /);
    const session = await storedSession(page);
    expect(session.cookies).toContain('cc-nx-g=');
    expect(session.cookies).not.toContain('cc-nx=');
    expect(session.customerId).toBeTruthy();
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it.each([
    ['corporate', 'jsmith', 'Jane Smith'],
    ['retailer', 'rparts', 'Rita Parker'],
    ['third-party', 'tpuser', 'Pat Jones'],
  ] as const)(
    'signs in with the %s provider, stays signed in on reload, and logs out to / as guest',
    async (kind, username, fullName) => {
      const page = await openPage();
      await signIn(page, kind, username, fullName);
      const session = await storedSession(page);
      expect(session.cookies).toContain('cc-nx=');
      expect(session.cookies).not.toContain('cc-nx-g=');

      await page.reload();
      await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe(fullName);

      // Log Out lives in the profile popover.
      await page.getByTestId('profile-button').click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
      await expect.poll(async () => (await storedSession(page)).cookies).toContain('cc-nx-g=');
      expect((await storedSession(page)).cookies).not.toContain('cc-nx=');
      await page.context().close();
    },
  );

  it('refreshes the short-lived access token silently while the user keeps working', async () => {
    const page = await openPage();
    await signIn(page, 'corporate', 'jsmith', 'Jane Smith');
    const firstToken = (await storedSession(page)).accessToken;
    const refreshes: string[] = [];
    // Signed in already: from now on, every call to the token endpoint is a refresh.
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/oauth2/token')) refreshes.push(request.url());
    });
    // The e2e server issues 70-second tokens: 10 seconds later the 60-second margin is reached.
    // Real time, not Playwright's clock: with the page's clock moved on, this refresh failed on
    // CI twice in a row (both tries), though it passed here.
    await page.waitForTimeout(11_000);
    // Keep working: switching language re-reads the customer in the new locale.
    await chooseLanguage(page, 'de-DE');
    await expect.poll(() => refreshes.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await storedSession(page)).accessToken).not.toBe(firstToken);
    expect(await page.getByTestId('user-full-name').textContent()).toBe('Jane Smith');
    // Continue saved the language on the customer: back to English for the other tests, sent
    // through the outbox too before the browser closes.
    await chooseLanguage(page, 'en-GB');
    await waitForOutboxEmpty(page);
    await page.context().close();
  });

  it('two tabs refreshing at the same moment share one refresh and both stay signed in', async () => {
    const first = await openPage();
    // One clock for the whole profile, so both tabs see the token due at the same moment.
    await first.clock.install();
    await signIn(first, 'third-party', 'isubscriber', 'Alex Fischer');
    const firstToken = (await storedSession(first)).accessToken;
    const second = await first.context().newPage();
    await second.goto('/home');
    await expect.poll(() => second.getByTestId('user-full-name').textContent()).toBe('Alex Fischer');

    // Each tab's drawer is filled in with that tab in front (headless Chromium answers clicks in
    // a tab behind another seconds late); then the token falls due, and both press Continue at once.
    for (const [page, localeId] of [
      [first, 'fr-FR'],
      [second, 'de-DE'],
    ] as const) {
      await page.bringToFront();
      await openMarketLanguageDrawer(page);
      await pickLanguage(page, localeId);
    }
    await first.clock.fastForward(11_000);
    await Promise.all([continueFromDrawer(first), continueFromDrawer(second)]);
    // Both tabs have sent their language with the renewed token before they reload.
    await expect.poll(async () => (await storedSession(first)).accessToken).not.toBe(firstToken);
    await Promise.all([waitForOutboxEmpty(first), waitForOutboxEmpty(second)]);
    for (const page of [first, second]) {
      await page.reload();
      await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Alex Fischer');
    }
    // Both tabs saved a language on the customer: back to the seeded en-GB (applied at every sign-in).
    await first.bringToFront();
    await chooseLanguage(first, 'en-GB');
    await waitForOutboxEmpty(first);
    await first.context().close();
  });

  it('a rejected user is wiped from the device, sent home and told the registration was rejected', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    await startSignIn(page, 'third-party', 'tprejected');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    await expect.poll(() => page.getByTestId('guest-label').isVisible()).toBe(true);
    // Not a silent fall back to guest: home says what happened.
    await expect
      .poll(() =>
        page
          .getByTestId('page-closed')
          .getAttribute('data-reason', { timeout: 1_000 })
          .catch(() => null),
      )
      .toBe('rejected');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Your registration has been rejected');
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('a third-party user without a profile is sent to registration; a user the lookup does not know is told so', async () => {
    const page = await openPage();
    await startSignIn(page, 'third-party', 'tpnew');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/registration');
    // The form is prefilled from the identity the provider vouched for (Morgan Reyes); nothing
    // is registered here, so tpnew stays without a profile for the next run.
    const firstName = page.getByLabel(/^First name\s*\*?$/);
    await expect.poll(() => firstName.inputValue()).toBe('Morgan');
    expect(await page.getByLabel(/^Last name\s*\*?$/).inputValue()).toBe('Reyes');
    expect(await page.getByLabel(/^Email\s*\*?$/).inputValue()).toBe('morgan.reyes@garage.example');
    await startSignIn(page, 'retailer', 'rnobody');
    await expect
      .poll(() => page.getByTestId('sign-in-problem').textContent(), { timeout: 20_000 })
      .toContain('User not found');
    await page.context().close();
  });

  it("a failure of the token flows is shown as the spec's 'ADFS TOKEN ERROR'; a customer read that fails after sign-in as 'Error fetching customer'", async () => {
    const page = await openPage({ serviceWorkers: 'block' });
    // As the shopper login answers the app when the provider's token exchange fails.
    await page.goto('/callback/third-party?error=server_error&error_description=ADFS%20TOKEN%20ERROR');
    await expect.poll(() => page.getByTestId('sign-in-problem').textContent()).toContain('ADFS TOKEN ERROR');

    // The customer service fails the read the sign-in makes once the code is exchanged.
    await page.route('**/dw/shop/v21_3/customers/*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'down' }),
          })
        : route.continue(),
    );
    await startSignIn(page, 'third-party', 'tpuser');
    await expect
      .poll(() => page.getByTestId('sign-in-problem').textContent(), { timeout: 20_000 })
      .toContain('Error fetching customer');
    expect(await page.evaluate(() => sessionStorage.getItem('epc_user_not_found'))).toBe('true');
    await page.context().close();
  });

  it('a signed-in user who reloads with the network cut is still signed in', async () => {
    const page = await openPage();
    await signIn(page, 'retailer', 'rparts', 'Rita Parker');
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Rita Parker');
    expect(await page.getByTestId('error-screen').count()).toBe(0);
    await page.context().setOffline(false);
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { chooseLanguage, continueFromDrawer, openMarketLanguageDrawer, pickLanguage } from './support/choose-language';
import { signIn, signInWithAPreviousVisit } from './support/sign-in';
import { waitForOutboxEmpty } from './support/user-outbox';

/** The market list's entries as shown (e.g. 'UK United Kingdom'); the flag in front is an image. */
async function marketOptionTexts(page: Page): Promise<string[]> {
  await page.getByTestId('market-field').click();
  const texts = await page.getByRole('option').allTextContents();
  return texts.map((text) => text.trim());
}

/** The 'Last Accessed' date as the profile popover shows it, and as the given locale writes it. */
async function lastAccessed(page: Page, localeId: string): Promise<{ shown: string; expected: string }> {
  await page.getByTestId('profile-button').click();
  const shown = (await page.getByTestId('profile-last-accessed').textContent()) ?? '';
  const expected = await page.evaluate((locale) => {
    // The previous visit's: the sign-in has just rewritten the last login time (shell spec, 2).
    const customer = JSON.parse(localStorage.getItem('epc_customer') ?? '{}') as { c_epcPreviousLoginTime?: string };
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    return format.format(new Date(customer.c_epcPreviousLoginTime ?? '')) as string;
  }, localeId);
  await page.keyboard.press('Escape');
  return { shown, expected };
}

/**
 * Ana Lopez (internal staff whom only this file signs in, since it changes her saved language
 * and market) signed in on a visit that has a previous one, so 'Last Accessed' shows a date: on
 * a fresh server her first sign-in has none (it says 'this is your first visit'), and she signs
 * in again.
 */
function internalUserWithAPreviousVisit(): Promise<Page> {
  return signInWithAPreviousVisit('corporate', 'alopez', 'Ana Lopez');
}

describe('the market and language drawer', () => {
  it('a guest chooses only the language; the open drawer has no accessibility violations', async () => {
    const page = await openPage();
    // The landing page: a guest's catalogue pages only say why they are closed.
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Parts Catalogue' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('market-language-button').textContent()).toContain('UK');

    await openMarketLanguageDrawer(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your Language' }).isVisible()).toBe(true);
    expect(await page.getByTestId('market-field').count()).toBe(0);
    expect(await page.getByTestId('language-field').isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    // Nothing applies before Continue: closing leaves the page as it was.
    await pickLanguage(page, 'de-DE');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('an internal user chooses from all markets by name; Continue saves to the customer and re-renders in the new language, dates included', async () => {
    const page = await internalUserWithAPreviousVisit();
    const english = await lastAccessed(page, 'en-GB');
    expect(english.shown).toContain(english.expected);

    await openMarketLanguageDrawer(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose your Market and Language' }).isVisible())
      .toBe(true);
    await expectNoAccessibilityViolations(page);
    const markets = await page.request.get('/api/markets').then((response) => response.json() as Promise<unknown[]>);
    const shown = await marketOptionTexts(page);
    expect(shown).toHaveLength(markets.length);
    expect(shown).toContain('UK United Kingdom');
    const names = shown.map((text) => text.replace(/^[A-Z]{2} /, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    await page.getByRole('option', { name: 'IE Ireland', exact: true }).click();
    await pickLanguage(page, 'de-DE');
    await continueFromDrawer(page);

    // Internal users go to /home, in the chosen locale; its file loads and the UI follows.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de-DE/home');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Startseite' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await expect.poll(() => page.getByTestId('market-language-button').textContent()).toContain('IE | Deutsch');
    const german = await lastAccessed(page, 'de-DE');
    expect(german.expected).not.toBe(english.expected);
    expect(german.shown).toContain(german.expected);

    // Saved on the customer: with the device's copy gone, a reload reads it from the server.
    await page.evaluate(() => localStorage.removeItem('epc_customer'));
    await page.reload();
    await expect.poll(() => page.getByTestId('market-language-button').textContent()).toContain('IE | Deutsch');

    // Back to how a retry expects Ana Lopez: UK market, English. The page is in
    // German until Continue, and so are the market names (issue 18).
    await chooseLanguage(page, 'en-GB', { market: 'UK Vereinigtes Königreich' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.getByTestId('market-language-button').textContent()).toContain('UK | English (UK)');
    // Each choice is also queued for the profile: all of them sent, so the last one (English) stands.
    await waitForOutboxEmpty(page);
    await page.context().close();
  });

  it('offline, the market cannot change and the language applies on this device at once and is queued for the profile, in English where its file was never loaded', async () => {
    const page = await openPage();
    await signIn(page, 'corporate', 'alopez', 'Ana Lopez');
    // Help (which Continue keeps) makes no requests of its own: on catalogue pages, answers the
    // service worker gives from its cache while offline count as the network being back.
    await page.goto('/help');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Help' }).isVisible()).toBe(true);
    // The drawer's code loads when first opened: offline, the service worker has it.
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });

    await openMarketLanguageDrawer(page);
    expect(await page.getByTestId('market-field').isDisabled()).toBe(true);
    expect(await page.getByText('You are offline: the market can be changed only online.').isVisible()).toBe(true);
    expect(await page.getByTestId('market-language-offline-note').textContent()).toBe(
      'You are offline: the language changes on this device now and is saved to your profile when the network returns.',
    );
    await pickLanguage(page, 'it-IT');
    await continueFromDrawer(page);

    await expect.poll(() => new URL(page.url()).pathname).toBe('/it-IT/help');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it-IT');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Help' }).isVisible()).toBe(true);
    expect(await page.getByTestId('error-screen').count()).toBe(0);
    expect(patches).toEqual([]);
    await page.context().setOffline(false);
    // The queued Italian reaches the profile; English again for the other tests.
    await waitForOutboxEmpty(page);
    await chooseLanguage(page, 'en-GB');
    await waitForOutboxEmpty(page);
    await page.context().close();
  });

  it('offers the drawer only once the full header has loaded, so a choice begun in a stand-in header is never lost', async () => {
    // No service worker: the full header's script comes from the network, where it can be held back.
    const page = await openPage({ serviceWorkers: 'block' });
    await signIn(page, 'corporate', 'alopez', 'Ana Lopez');
    let releaseHeader = () => {};
    const headerHeld = new Promise<void>((resolve) => (releaseHeader = resolve));
    await page.route(/\/assets\/full-header-[^/]+\.js$/, async (route) => {
      await headerHeld;
      await route.continue();
    });
    await page.reload();

    // While the script is held back the page is there and the user signed in, yet the header
    // offers no control: the bar and the logo only.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
    expect(await page.getByTestId('market-language-button').count()).toBe(0);
    expect(await page.getByTestId('header-placeholder').getByRole('link').count()).toBe(1);

    releaseHeader();
    await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Ana Lopez');
    await openMarketLanguageDrawer(page);
    await expect.poll(() => page.getByTestId('market-field').isEnabled()).toBe(true);
    await page.context().close();
  });

  it("a sponsored independent chooses from the partner's list; a true-independent only their own market", async () => {
    const sponsored = await openPage();
    await signIn(sponsored, 'third-party', 'isponsored', 'Sam Okafor');
    await openMarketLanguageDrawer(sponsored);
    expect(await marketOptionTexts(sponsored)).toEqual(['UK United Kingdom', 'IE Ireland', 'FR France']);
    await sponsored.context().close();

    const subscriber = await openPage();
    await signIn(subscriber, 'third-party', 'isubscriber', 'Alex Fischer');
    await openMarketLanguageDrawer(subscriber);
    expect(await marketOptionTexts(subscriber)).toEqual(['DE Germany']);
    await subscriber.context().close();
  });
});

// Issue 15: the user's history and preferences live in their EPCUsers profile and follow them
// to another device. Two browser contexts are two devices of the same user (bkim, whom no other
// test file signs in, so a language saved here never greets another test): a VIN decoded and a
// search made on one show on the other after it syncs; a language saved on one applies at
// sign-in on the other. Each run searches a text of its own, and the language is put back to
// English whatever happens, so a retry starts as usual.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { chooseLanguage, openMarketLanguageDrawer, pickLanguage } from './support/choose-language';
import { startSignIn } from './support/sign-in';
import { waitForOutboxEmpty } from './support/user-outbox';

const demoVin = 'SARSB21D1NH000001';
const fullName = 'Ben Kim';
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** Signs bkim in on a device of their own; the page may end in their saved language. */
async function signInDevice(): Promise<Page> {
  const page = await openPage();
  await startSignIn(page, 'corporate', 'bkim');
  await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe(fullName);
  return page;
}

/** Puts the saved language back to English through the sync endpoint, as any device would. */
async function saveEnglish(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({
        operations: [
          {
            idempotencyKey: `reset-${crypto.randomUUID()}`,
            entity: 'profile',
            createdAt: new Date().toISOString(),
            change: { action: 'setPreferences', language: 'en-GB' },
          },
        ],
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** The recent VINs the server holds for the user: an empty batch of operations answers its state. */
function serverRecentVins(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations: [] }),
    });
    if (!response.ok) return [];
    const reply = (await response.json()) as { profile: { lastTenVins: { vin: string }[] } };
    return reply.profile.lastTenVins.map((entry) => entry.vin);
  });
}

describe('the profile follows the user to another device', () => {
  it('a VIN decoded and a search made on one device show on another after sync', async () => {
    const searchText = `PS${Date.now().toString(36).toUpperCase()}`;
    const deviceA = await signInDevice();
    await deviceA.goto(`/vin-decoder/${demoVin}`);
    await expect
      .poll(() => deviceA.getByTestId('vehicle-summary').textContent(), { timeout: 20_000 })
      .toContain('Arden Sable');
    // The decode is recorded just after the vehicle is drawn: leaving the page at once could
    // cut that write short, so the test waits until device A has synced it.
    await expect.poll(() => serverRecentVins(deviceA), { timeout: 20_000 }).toContain(demoVin);
    await deviceA.goto('/search/arden-sb21-2024/partNumber/W500000');
    await deviceA.getByRole('radio', { name: 'Part number' }).check();
    await deviceA.getByLabel('Search term').fill(searchText);
    await deviceA.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => path(deviceA)).toBe(`/search/arden-sb21-2024/partNumber/${searchText}`);
    await waitForOutboxEmpty(deviceA);

    const deviceB = await signInDevice();
    await deviceB.goto('/search-history');
    await expect
      .poll(() => deviceB.getByTestId('search-history').textContent(), { timeout: 30_000 })
      .toContain(searchText);
    await expectNoAccessibilityViolations(deviceB);
    await deviceB.goto('/home');
    await expect
      .poll(() => deviceB.getByTestId('recent-vin').first().textContent(), { timeout: 30_000 })
      .toContain(demoVin);
    // The search box lists the search, and offers it again (the last ten additional searches).
    await deviceB.goto('/search/arden-sb21-2024/partNumber/W500000');
    await deviceB.getByRole('radio', { name: 'Part number' }).check();
    await expect
      .poll(() =>
        deviceB.locator('datalist option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
      )
      .toContain(searchText);
    await expect
      .poll(() => deviceB.getByTestId('recent-additional-searches').textContent(), { timeout: 20_000 })
      .toContain(searchText);
    await expectNoAccessibilityViolations(deviceB);
    await deviceA.context().close();
    await deviceB.context().close();
  }, 120_000);

  it('a language saved on one device applies at sign-in on another', async () => {
    const deviceA = await signInDevice();
    try {
      await chooseLanguage(deviceA, 'fr-FR');
      await expect.poll(() => path(deviceA)).toBe('/fr-FR/home');
      await waitForOutboxEmpty(deviceA);

      const deviceB = await signInDevice();
      await expect.poll(() => path(deviceB), { timeout: 20_000 }).toBe('/fr-FR/home');
      await expect.poll(() => deviceB.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
      // Once per sign-in: a language chosen afterwards on this device stays, a reload included.
      await chooseLanguage(deviceB, 'en-GB');
      await expect.poll(() => path(deviceB)).toBe('/home');
      await waitForOutboxEmpty(deviceB);
      await deviceB.reload();
      await expect.poll(() => deviceB.getByTestId('user-full-name').textContent()).toBe(fullName);
      expect(path(deviceB)).toBe('/home');
      await deviceB.context().close();
    } finally {
      await saveEnglish(deviceA);
      await deviceA.context().close();
    }
  }, 120_000);

  it("says 'Error on Update customer on Commerce' when the customer update fails, and changes nothing", async () => {
    const page = await signInDevice();
    await page.route(/\/customers\/[^/?]+/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Internal Server Error',
              status: 500,
              detail: 'The customer could not be saved.',
            }),
          })
        : route.fallback(),
    );
    const startPath = path(page);
    await openMarketLanguageDrawer(page);
    await pickLanguage(page, 'it-IT');
    // Continue, and the drawer stays open with the message.
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await expect
      .poll(
        () => page.getByText('Error on Update customer on Commerce: The customer could not be saved.').isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expectNoAccessibilityViolations(page);
    expect(path(page)).toBe(startPath);
    // Nothing queued for the profile either: the choice was not made.
    await waitForOutboxEmpty(page);
    await page.context().close();
  }, 60_000);
});

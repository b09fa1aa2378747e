// The app installed like a desktop application (issue 21): the Install button follows the
// browser's offer; a parts list opened with the app arrives in the upload preview through the
// Launch Queue, and the icon's badge follows the changes waiting to sync; text shared with
// the app opens the VIN decoder for the VIN in it, and the window title names page and
// vehicle. Headless Chromium has neither an install offer, nor a Launch Queue, nor badges, so
// each is played by the test: a synthetic beforeinstallprompt, a stubbed launchQueue, and a
// navigator.setAppBadge that records its calls.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { removeFromServerList, serverLines } from './support/server-shopping-list';
import { signInAs } from './support/sign-in';
import { queuedChanges, waitForOutboxEmpty } from './support/user-outbox';

const demoVin = 'SARSB21D1NH000001';
const installButton = (page: Page) => page.getByRole('button', { name: 'Install app' });
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/**
 * Fires a beforeinstallprompt as Chromium would, whose prompt() is counted and whose user
 * answers `outcome`; says whether the app took it over (preventDefault) for its own button.
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((answer) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const counted = window as Window & { promptsShown?: number };
        counted.promptsShown = (counted.promptsShown ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  }, outcome);
}

const promptsShown = (page: Page) =>
  page.evaluate(() => (window as Window & { promptsShown?: number }).promptsShown ?? 0);
const rememberedInstalled = (page: Page) => page.evaluate(() => localStorage.getItem('epc_app_installed'));

/** Badging API calls as the page made them: a number, or 'clear'. */
const badgeCalls = (page: Page) =>
  page.evaluate(() => (window as Window & { badgeCalls?: unknown[] }).badgeCalls ?? []);
const lastBadge = async (page: Page) => (await badgeCalls(page)).at(-1);

describe('installed like a desktop application', () => {
  it('shows Install only while the browser offers it, and does not ask again once installed', async () => {
    const page = await openPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('offline-note').isVisible(), { timeout: 20_000 }).toBe(true);
    // No offer (as in Firefox or Safari): no button.
    expect(await installButton(page).count()).toBe(0);

    const pageTop = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    const topBeforeOffer = await pageTop();
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    await expect.poll(() => installButton(page).isVisible()).toBe(true);
    // The offer comes after the page is drawn, and moves nothing on it.
    expect(await pageTop()).toBe(topBeforeOffer);
    await expectNoAccessibilityViolations(page);
    await installButton(page).click();
    await expect.poll(() => installButton(page).count()).toBe(0);
    expect(await promptsShown(page)).toBe(1);
    expect(await rememberedInstalled(page)).toBeNull();

    // The browser offers again later; this time the user installs from the dialog.
    expect(await offerInstall(page, 'accepted')).toBe(true);
    await installButton(page).click();
    await expect.poll(() => rememberedInstalled(page)).toBe('true');
    expect(await promptsShown(page)).toBe(2);
    // Installed: the browser's offer is left to the browser, and no button comes back.
    expect(await offerInstall(page, 'dismissed')).toBe(false);
    expect(await installButton(page).count()).toBe(0);

    // Installed from the browser's own menu instead: appinstalled is remembered the same way.
    await page.evaluate(() => localStorage.removeItem('epc_app_installed'));
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    await expect.poll(() => installButton(page).isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => installButton(page).count()).toBe(0);
    expect(await rememberedInstalled(page)).toBe('true');
    await page.context().close();
  });

  it('a parts list opened with the app shows in the upload preview; the badge counts it offline and clears once synced', async () => {
    const page = await openPage();
    const context = page.context();
    const p = `INST${Date.now().toString(36).toUpperCase()}-`;
    const csv = `partNumber,quantity\r\n${p}A,2\r\n${p}B,1\r\n`;
    await context.addInitScript(
      ({ text, name }) => {
        // The Badging API, recording what the app shows on its icon.
        const recorded: unknown[] = [];
        Object.assign(window, { badgeCalls: recorded });
        Object.assign(navigator, {
          setAppBadge: (count: number) => Promise.resolve(void recorded.push(count)),
          clearAppBadge: () => Promise.resolve(void recorded.push('clear')),
        });
        // The Launch Queue of a window the browser opened at the file handler's action for a file.
        const handle = {
          kind: 'file',
          name,
          getFile: () => Promise.resolve(new File([text], name, { type: 'text/csv' })),
        };
        // Chromium has the API (a getter with nothing to deliver), so it is replaced, not assigned.
        Object.defineProperty(window, 'launchQueue', {
          configurable: true,
          value: {
            setConsumer: (consumer: (params: unknown) => void) => {
              if (location.pathname.endsWith('/upload-csv-xml')) {
                consumer({ targetURL: location.href, files: [handle] });
              }
            },
          },
        });
      },
      { text: csv, name: 'opened-with-app.csv' },
    );
    await signInAs(page, 'tpuser');
    await waitForServiceWorkerControl(page);
    expect(await lastBadge(page)).toBe('clear');

    await page.goto('/upload-csv-xml');
    await expect
      .poll(() => page.getByTestId('upload-summary').textContent(), { timeout: 20_000 })
      .toContain('opened-with-app.csv: 2 of 2 rows ready to add.');
    await expectNoAccessibilityViolations(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add 2 rows to the shopping list' }).click();
    await expect
      .poll(() => page.getByTestId('upload-added').textContent())
      .toContain('They are kept on this device and sent when the network returns.');
    const pending = (await queuedChanges(page)).length;
    expect(pending).toBeGreaterThan(0);
    await expect.poll(() => lastBadge(page)).toBe(pending);
    expect(await page.getByTestId('sync-pending-count').textContent()).toBe(String(pending));

    await context.setOffline(false);
    await waitForOutboxEmpty(page);
    await expect.poll(() => lastBadge(page)).toBe('clear');
    expect(await serverLines(page, (partNumber) => partNumber.startsWith(p))).toEqual([`${p}A 2`, `${p}B 1`]);
    await removeFromServerList(page, [`${p}A`, `${p}B`]);
    await context.close();
  });

  it('text shared with a VIN opens the decoder, without one says so, and the window title names page and vehicle', async () => {
    const page = await openPage();
    // The Launch Queue of a window already open (launch_handler focus-existing), kept for the test to launch into.
    await page.context().addInitScript(() => {
      Object.defineProperty(window, 'launchQueue', {
        configurable: true,
        value: { setConsumer: (consumer: unknown) => Object.assign(window, { launchConsumer: consumer }) },
      });
    });
    await signInAs(page, 'tpuser');
    await page.goto(
      `/share-target?title=Job%20card&text=${encodeURIComponent(`Brake pads, vin ${demoVin.toLowerCase()}`)}`,
    );
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe(`/vin-decoder/${demoVin}`);
    await expect
      .poll(() => page.getByTestId('vehicle-summary').textContent(), { timeout: 20_000 })
      .toContain('Arden Sable');
    // The title follows the drawn h1 (a MutationObserver, then a render): a moment behind it.
    await expect.poll(() => page.title()).toBe('VIN decoder – Parts Catalogue');

    await page.getByRole('button', { name: 'Open catalogue' }).click();
    await expect
      .poll(() => page.title(), { timeout: 20_000 })
      .toMatch(new RegExp(`^.+ – Arden Sable \\d{4}, VIN ${demoVin} – Parts Catalogue$`));

    await page.goto(
      '/share-target?text=Brake%20pads%20for%20the%20blue%20car&url=https%3A%2F%2Fdealer.example%2Fjob%2F7',
    );
    await expect
      .poll(() => page.getByTestId('share-no-vin').textContent(), { timeout: 20_000 })
      .toBe(
        'No VIN was found in what was shared. A VIN is 17 letters and digits; type one below, or a registration number.',
      );
    expect(await page.getByRole('blockquote').textContent()).toBe(
      'Brake pads for the blue car\nhttps://dealer.example/job/7',
    );
    await expect.poll(() => page.title()).toBe('Shared with the Parts Catalogue – Parts Catalogue');
    await expectNoAccessibilityViolations(page);

    // The Shopping list shortcut, chosen while this window is open, opens its page here.
    await page.evaluate(() => {
      const launch = (window as Window & { launchConsumer?: (params: { targetURL: string }) => void }).launchConsumer;
      launch?.({ targetURL: `${location.origin}/shopping-list` });
    });
    await expect.poll(() => path(page)).toBe('/shopping-list');
    await expect.poll(() => page.title()).toBe('Shopping list – Parts Catalogue');
    await page.context().close();
  });
});

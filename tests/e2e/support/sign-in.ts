// Signs in through the app's landing page and an embedded identity provider's own form.
import type { Page } from 'playwright';
import { openPage } from './browser';
import { expect } from 'vitest';

export const demoPassword = 'demo-pass-2026';

const buttonFor = {
  corporate: 'Corporate sign-in',
  retailer: 'Retailer sign-in',
  'third-party': 'Third-party sign-in',
};

/**
 * The demo people with catalogue access (README, "Demo accounts"), by user name. The catalogue
 * is for registered users only, so every browser test that browses it signs one of them in.
 * Tests that change a user's data on the server (shopping list, notes, bookmarks, language)
 * each keep to a user no other such test changes; tests that only browse may share one.
 */
const catalogueUsers = {
  jsmith: { kind: 'corporate', fullName: 'Jane Smith' },
  rparts: { kind: 'retailer', fullName: 'Rita Parker' },
  rlee: { kind: 'retailer', fullName: 'Robin Lee' },
  tpuser: { kind: 'third-party', fullName: 'Pat Jones' },
  isponsored: { kind: 'third-party', fullName: 'Sam Okafor' },
  isubscriber: { kind: 'third-party', fullName: 'Alex Fischer' },
  iexpired: { kind: 'third-party', fullName: 'Chris Novak' },
} as const;

export async function startSignIn(page: Page, kind: keyof typeof buttonFor, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: buttonFor[kind] }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill(demoPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs in and waits until the app shows the user's full name in its header. */
export async function signIn(
  page: Page,
  kind: keyof typeof buttonFor,
  username: string,
  fullName: string,
): Promise<void> {
  await startSignIn(page, kind, username);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
  await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe(fullName);
}

/**
 * Signs a demo user in, on /home with their header shown. Each test signs in afresh in its own
 * browser context: refresh tokens rotate (and the e2e server's access tokens live 70 s, so
 * they are refreshed within seconds), and a browser state saved once and reused by later tests
 * would present a refresh token an earlier test had already rotated, which revokes the whole
 * sign-in.
 */
export function signInAs(page: Page, username: keyof typeof catalogueUsers): Promise<void> {
  const { kind, fullName } = catalogueUsers[username];
  return signIn(page, kind, username, fullName);
}

export function storedSession(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('access_token'),
    customerId: localStorage.getItem('customer_id'),
    usid: localStorage.getItem('usid'),
    cookies: document.cookie,
  }));
}

/**
 * Signs a demo user in on a visit that has a previous one, so 'Last Accessed' shows a date: a
 * user's first sign-in on a fresh server has none (it says 'this is your first visit'), and
 * whether another test signed them in first depends on the order tests run in. Signs in again
 * when this was the first visit.
 */
export async function signInWithAPreviousVisit(
  kind: keyof typeof buttonFor,
  username: string,
  fullName: string,
): Promise<Page> {
  const page = await openPage();
  await signIn(page, kind, username, fullName);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('epc_customer') !== null)).toBe(true);
  const hasPreviousVisit = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('epc_customer') ?? '{}') as { c_epcPreviousLoginTime?: string })
        .c_epcPreviousLoginTime !== undefined,
  );
  if (hasPreviousVisit) return page;
  await page.context().close();
  const again = await openPage();
  await signIn(again, kind, username, fullName);
  return again;
}

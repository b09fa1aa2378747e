// Signs in through the app's landing page and an embedded identity provider's own form.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { openContext, openPage } from './browser';
import { expect } from 'vitest';
import { waitForSignals } from './app-signals';

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

// #region start-sign-in
export async function startSignIn(page: Page, kind: keyof typeof buttonFor, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: buttonFor[kind] }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill(demoPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
}
// #endregion start-sign-in

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

// #region stored-sign-in
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs a demo user in once through the real sign-in (the landing page and the provider's own
 * form) and answers the browser state: cookies and local storage, where the app keeps its
 * tokens. A context opened with `storageState` set to it starts signed in. It stays usable
 * while its access token lives (ACCESS_TOKEN_TTL_SECONDS): past that the app refreshes it,
 * the refresh token rotates, and another context presenting the old one ends the sign-in.
 */
export async function saveSignedInState(
  kind: keyof typeof buttonFor,
  username: string,
  options: BrowserContextOptions = {},
): Promise<SignedInState> {
  const context = await openContext(options);
  const page = await context.newPage();
  await startSignIn(page, kind, username);
  await waitForSignals(page, { session: 'registered' });
  const state = await context.storageState();
  await context.close();
  return state;
}
// #endregion stored-sign-in

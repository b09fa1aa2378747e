// Signs in through the app's landing page and an embedded identity provider's own form.
import type { Page } from 'playwright';
import { expect } from 'vitest';

export const demoPassword = 'demo-pass-2026';

const buttonFor = { corporate: 'Corporate sign-in', retailer: 'Retailer sign-in', 'third-party': 'Third-party sign-in' };

export async function startSignIn(page: Page, kind: keyof typeof buttonFor, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: buttonFor[kind] }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill(demoPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs in and waits until the app shows the user's full name in its header. */
export async function signIn(page: Page, kind: keyof typeof buttonFor, username: string, fullName: string): Promise<void> {
  await startSignIn(page, kind, username);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
  await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe(fullName);
}

export function storedSession(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('access_token'),
    customerId: localStorage.getItem('customer_id'),
    usid: localStorage.getItem('usid'),
    cookies: document.cookie,
  }));
}

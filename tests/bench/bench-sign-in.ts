import type { Page } from 'playwright';

/** Signs a demo retailer user in through the landing page and the embedded retailer provider. */
export async function signInAsRetailer(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Retailer sign-in' }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByTestId('user-full-name').waitFor({ timeout: 30_000 });
}

/** Signs the demo parts manager (rparts) in. */
export function signInAsPartsManager(page: Page): Promise<void> {
  return signInAsRetailer(page, 'rparts');
}

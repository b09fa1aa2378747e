import type { Page } from 'playwright';

/**
 * Signs a demo retailer user in through the landing page and the embedded retailer provider.
 * origin is for a page whose context has no baseURL (a browser reached over its debugging port).
 */
export async function signInAsRetailer(page: Page, username: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Retailer sign-in' }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByTestId('user-full-name').waitFor({ timeout: 30_000 });
}

/** Signs the demo parts manager (rparts) in. */
export function signInAsPartsManager(page: Page, origin = ''): Promise<void> {
  return signInAsRetailer(page, 'rparts', origin);
}

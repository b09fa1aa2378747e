import type { Page } from 'playwright';

/** Signs the demo parts manager (rparts) in through the landing page and the embedded retailer provider. */
export async function signInAsPartsManager(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Retailer sign-in' }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill('rparts');
  await page.getByLabel(/password/i).fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByTestId('user-full-name').waitFor({ timeout: 30_000 });
}

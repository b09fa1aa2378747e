import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { chooseLanguage } from './support/choose-language';

describe('switching the interface language', () => {
  it('fetches the other locale file on demand and the whole UI follows', async () => {
    const page = await openPage();
    // A guest (the catalogue itself needs signing in): the landing page, then its Continue.
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Parts Catalogue' }).isVisible()).toBe(true);

    const localeRequest = page.waitForRequest((request) => request.url().endsWith('/locales/fr-FR.json'));
    await chooseLanguage(page, 'fr-FR');
    await localeRequest;

    // A guest's Continue goes to / (shell spec, section 2), here in French.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr-FR');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Catalogue de pièces' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.context().close();
  });

  it('shows the inline English wording when a locale has no translation file', async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every locale of the spec has its file, so the server is made to answer as for one without.
    await page.route('**/locales/hu.json', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Not Found', status: 404, detail: 'There is no translation file hu.json.' }),
      }),
    );
    // A guest's home says, in the inline English, why it is closed.
    await page.goto('/hu/home');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Sign in to open this page' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Corporate sign-in' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

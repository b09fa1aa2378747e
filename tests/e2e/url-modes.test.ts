// Site and locale in the URL (catalogue spec, section 2; issue 18): the running app in the
// query-parameter and no-prefix modes, each set on a server of this file's own (SITE_URL_MODE,
// LOCALE_URL_MODE) with one build; and a first visit's locale, chosen from the browser's
// languages, on the shared server (path mode). Nothing here signs in or changes shared data.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../bench/start-server';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { chooseLanguage } from './support/choose-language';
import { copySeededDemoData } from './support/seeded-data-dir';

const folders: string[] = [];
let dataDir: string;
let staticDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epc-url-modes-data-'));
  staticDir = mkdtempSync(join(tmpdir(), 'epc-url-modes-app-'));
  folders.push(dataDir, staticDir);
  cpSync(process.env.E2E_BUILD_DIR ?? 'dist', staticDir, { recursive: true });
  await copySeededDemoData(dataDir);
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A server in the given modes, on this file's copy of the seeded demo data (support/seeded-data-dir.ts). */
function serverInModes(site: string, locale: string): () => StartedServer {
  let server: StartedServer | undefined;
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SITE_URL_MODE: site,
      LOCALE_URL_MODE: locale,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('The server has not started');
    return server;
  };
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

const homeLink = (page: Page) => page.locator('header a:has(img[src="/brands/corvid.svg"])');

describe('query-parameter mode', () => {
  const server = serverInModes('query_param', 'query_param');

  it('opens Corvid in German from ?site=corvid&locale=de-DE, and its links keep both', async () => {
    const page = await openPage({ baseURL: server().url });
    await page.goto('/help?site=corvid&locale=de-DE');
    await expect.poll(() => heading(page, 'Hilfe').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await homeLink(page).getAttribute('href')).toBe('/home?site=corvid&locale=de-DE');
    await expectNoAccessibilityViolations(page);

    await homeLink(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    const search = new URL(page.url()).searchParams;
    expect([search.get('site'), search.get('locale')]).toEqual(['corvid', 'de-DE']);
    await page.context().close();
  });

  it('writes a chosen language into the query, and no path prefix is read as a site', async () => {
    const page = await openPage({ baseURL: server().url });
    await page.goto('/?site=corvid');
    await expect.poll(() => heading(page, 'Parts Catalogue').isVisible()).toBe(true);
    await chooseLanguage(page, 'fr-FR');
    await expect.poll(() => new URL(page.url()).search).toBe('?site=corvid&locale=fr-FR');
    await expect.poll(() => heading(page, 'Catalogue de pièces').isVisible()).toBe(true);
    // In this mode /corvid/help is a path like any other: no such page.
    await page.goto('/corvid/help');
    await expect.poll(() => heading(page, 'Page not found').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('no-prefix mode', () => {
  const server = serverInModes('none', 'none');

  it('shows /help in the language the user chose, with no locale in any URL', async () => {
    const page = await openPage({ baseURL: server().url });
    await page.goto('/help');
    await expect.poll(() => heading(page, 'Help').isVisible()).toBe(true);
    await chooseLanguage(page, 'de-DE');
    // Continue stays on the page: the same address, now in German.
    await expect.poll(() => heading(page, 'Hilfe').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/help');

    // The choice stays on the device: a new load of /help is German too.
    await page.reload();
    await expect.poll(() => heading(page, 'Hilfe').isVisible()).toBe(true);
    expect(await page.locator('header a:has(img)').first().getAttribute('href')).toBe('/home');
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it("opens a first visit in the browser's language", async () => {
    const page = await openPage({ baseURL: server().url, locale: 'de-AT' });
    await page.goto('/help');
    await expect.poll(() => heading(page, 'Hilfe').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/help');
    await page.context().close();
  });
});

describe("a first visit's locale (path mode)", () => {
  it("lands on the browser's language when the URL names none", async () => {
    const page = await openPage({ locale: 'de-DE' });
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de-DE');
    await expect.poll(() => heading(page, 'Teilekatalog').isVisible()).toBe(true);
    await page.context().close();
  });

  it('stays English for a browser language the app does not offer', async () => {
    const page = await openPage({ locale: 'xx' });
    await page.goto('/');
    await expect.poll(() => heading(page, 'Parts Catalogue').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('keeps the locale a URL names, and a language chosen on the device', async () => {
    const page = await openPage({ locale: 'de-DE' });
    await page.goto('/fr-FR/help');
    await expect.poll(() => heading(page, 'Aide').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/fr-FR/help');

    // Once English is chosen in the drawer, a URL without a locale stays English.
    await chooseLanguage(page, 'en-GB');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help');
    await page.reload();
    await expect.poll(() => heading(page, 'Help').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/help');
    await page.context().close();
  });
});

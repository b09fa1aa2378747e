// Languages (issue 18): the size of each locale file as a client receives it (gzip), and the
// time from pressing Continue in the market and language drawer to the landing page's heading
// in the chosen language, online (the file fetched on demand) and offline (the file served by
// the service worker, which kept it when the language was first chosen).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page } from 'playwright';
import { launchDebianChromium } from '../support/debian-chromium';

export interface LocaleFileFigure {
  localeId: string;
  rawBytes: number;
  gzipBytes: number;
}

export function measureLocaleFiles(directory = 'locales'): LocaleFileFigure[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const content = readFileSync(join(directory, name));
      return {
        localeId: name.slice(0, -'.json'.length),
        rawBytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export interface LanguageSwitchFigure {
  localeId: string;
  onlineMs: number;
  offlineMs: number;
}

const landingTitle = (localeId: string): string =>
  (JSON.parse(readFileSync(join('locales', `${localeId}.json`), 'utf8')) as { landing: { title: string } }).landing
    .title;

/** Chooses the language in the drawer; milliseconds from Continue to the heading in that language. */
async function timeSwitch(page: Page, localeId: string): Promise<number> {
  await page.getByTestId('market-language-button').click();
  await page.getByTestId('language-field').click();
  await page.locator(`[role="option"][lang="${localeId}"]`).click();
  // The time is taken in the page when the click reaches it, so the bench's own round trips do
  // not count. No named functions in page code: tsx wraps those in a __name helper the page lacks.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('button[type="submit"]')) {
          (window as unknown as { switchStartedAt: number }).switchStartedAt = performance.now();
        }
      },
      { capture: true, once: true },
    ),
  );
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  const handle = await page.waitForFunction(
    (title) => {
      const heading = document.querySelector('main h1');
      const startedAt = (window as unknown as { switchStartedAt?: number }).switchStartedAt;
      return heading?.textContent === title && startedAt !== undefined ? performance.now() - startedAt : 0;
    },
    landingTitle(localeId),
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function measureLanguageSwitch(
  baseUrl: string,
  localeIds: readonly string[],
): Promise<LanguageSwitchFigure[]> {
  const browser = await launchDebianChromium();
  try {
    const figures: LanguageSwitchFigure[] = [];
    for (const localeId of localeIds) {
      // A fresh profile each time, so the online switch fetches the file.
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: landingTitle('en-GB') }).waitFor();
      const onlineMs = await timeSwitch(page, localeId);
      await timeSwitch(page, 'en-GB');
      await context.setOffline(true);
      const offlineMs = await timeSwitch(page, localeId);
      figures.push({ localeId, onlineMs, offlineMs });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The languages the issue names, and Japanese and Russian for two more scripts. */
export const benchLocaleIds = ['cs', 'ko-KP', 'th', 'zh-TW', 'ja-JP', 'ru-RU'] as const;

export async function printLocaleBenchmark(baseUrl: string): Promise<void> {
  const files = measureLocaleFiles();
  console.table(
    files.map((file) => ({ 'locale file': `${file.localeId}.json`, raw: kb(file.rawBytes), gzip: kb(file.gzipBytes) })),
  );
  const switches = await measureLanguageSwitch(baseUrl, benchLocaleIds);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.table(
    switches.map((figure) => ({
      'language chosen (Continue → heading translated)': figure.localeId,
      'online, file fetched': ms(figure.onlineMs),
      'offline, file from the service worker': ms(figure.offlineMs),
    })),
  );
}

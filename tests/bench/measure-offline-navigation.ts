// Offline browsing speed in headless Chromium (issue 19): following a link inside the running app
// to a page section of a vehicle kept on the device, and reloading a signed-in page with the
// network cut until the shell (header and page heading) is drawn again by the service worker.
// Signed in as the demo parts manager, who has catalogue access, as in the workshop.
import type { Page } from 'playwright';
import { launchDebianChromium } from '../support/debian-chromium';
import { signInAsPartsManager } from './bench-sign-in';

const catalogueId = 'arden-sb21-2024';

/** A page section of the demo vehicle by its major, minor and page numbers. */
export const pageSectionPath = (major: number, minor: number, page: number): string => {
  const majorId = `${catalogueId}-m${String(major).padStart(2, '0')}`;
  const minorId = `${majorId}-n${String(minor).padStart(2, '0')}`;
  return `/major-section/${majorId}/minor-section/${minorId}/page-section/${minorId}-p${page}`;
};

export interface OfflineNavigationFigures {
  /** From following a link in the app until the new page section's parts list has rows. */
  navigatePageOfflineMs: number[];
  /** From reloading a page section until the shell's header and the page heading are drawn. */
  warmReloadToShellOfflineMs: number[];
}

/**
 * Milliseconds from an in-app navigation (the router follows history, as a link click does)
 * until the new page's parts list has rows.
 */
export async function navigateAndTimeParts(page: Page, path: string): Promise<number> {
  // A script string, not a function: tsx would wrap inner functions in a helper the page lacks.
  const script = `(async () => {
    const target = ${JSON.stringify(path)};
    const title = document.querySelector('main h1')?.textContent;
    const started = performance.now();
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const heading = document.querySelector('main h1')?.textContent;
      if (heading !== title && document.querySelector('[data-testid="parts-table"] tbody tr')) return performance.now() - started;
      if (performance.now() - started > 30000) throw new Error(target + ' did not render');
    }
  })()`;
  return (await page.evaluate(script)) as number;
}

/** Milliseconds from navigation start until the header and the page's heading are drawn. */
async function reloadAndTimeShell(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (document.querySelector('header') && document.querySelector('main h1') ? performance.now() : 0),
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits for the page's parts list, after a full load. */
async function openPageSection(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-testid="parts-table"] tbody tr').first().waitFor({ timeout: 30_000 });
}

/** Signs in, keeps the demo vehicle on the device, cuts the network and times both. */
export async function measureOfflineNavigation(baseUrl: string, runs: number): Promise<OfflineNavigationFigures> {
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await signInAsPartsManager(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await page.goto(`/catalogue/${catalogueId}`);
    await page.getByRole('button', { name: 'Make available offline' }).click({ timeout: 30_000 });
    await page.getByTestId('kept-offline').waitFor({ timeout: 300_000 });
    await openPageSection(page, pageSectionPath(1, 1, 1));

    await context.setOffline(true);
    const navigatePageOfflineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Another minor section each time (so the heading changes), none of its pages opened before.
      navigatePageOfflineMs.push(
        await navigateAndTimeParts(page, pageSectionPath(2 + (run % 8), 1 + (run % 7), 1 + (run % 5))),
      );
    }
    const warmReloadToShellOfflineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) warmReloadToShellOfflineMs.push(await reloadAndTimeShell(page));
    return { navigatePageOfflineMs, warmReloadToShellOfflineMs };
  } finally {
    await browser.close();
  }
}

/** The table rows of the offline navigation figures, in run-benchmarks.ts's style. */
export function offlineNavigationRows(
  figures: OfflineNavigationFigures,
): { figure: string; value: string; budget: string }[] {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
  const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;
  const both = (values: number[]) => `${Math.round(median(values))} ms / ${Math.round(p95(values))} ms`;
  return [
    {
      figure: `Page section offline, in-app navigation, kept vehicle (median / p95 of ${figures.navigatePageOfflineMs.length})`,
      value: both(figures.navigatePageOfflineMs),
      budget: 'p95 ≤ 200 ms',
    },
    {
      figure: `Warm offline reload of a page section to header and heading (median / p95 of ${figures.warmReloadToShellOfflineMs.length})`,
      value: both(figures.warmReloadToShellOfflineMs),
      budget: '≤ 400 ms',
    },
  ];
}

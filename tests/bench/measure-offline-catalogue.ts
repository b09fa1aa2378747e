// Offline catalogue figures in headless Chromium: how fast a page section renders with the
// network cut (from the service worker's cache, and from a vehicle kept on the device), and
// what making one vehicle available offline costs in bytes and time. Measured signed in (the
// catalogue is for users with catalogue access), as the demo parts manager.
import { chromium, type Page } from 'playwright';
import { signInAsPartsManager } from './bench-sign-in';

const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const catalogueId = 'arden-sb21-2024';
const pagePath = (major: number, minor: number, page: number) => {
  const majorId = `${catalogueId}-m${String(major).padStart(2, '0')}`;
  const minorId = `${majorId}-n${String(minor).padStart(2, '0')}`;
  return `/major-section/${majorId}/minor-section/${minorId}/page-section/${minorId}-p${page}`;
};

export interface OfflineCatalogueFigures {
  /** Following a link inside the running app, the way a technician browses. */
  navigatePageOfflineMs: number[];
  /** A full reload of the page, app start included. */
  viewedPageOfflineMs: number[];
  keptPageOfflineMs: number[];
  keepVehicleMs: number;
  keepVehicleBytes: number;
  keptPages: number;
}

/**
 * Milliseconds from an in-app navigation (the router follows history, as a link click does)
 * until the new page's parts list has rows.
 */
async function navigateAndTimeParts(page: Page, path: string): Promise<number> {
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

/** Milliseconds from navigation start until the page's parts list has rows. */
async function openAndTimeParts(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (document.querySelector('[data-testid="parts-table"] tbody tr') ? performance.now() : 0),
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function measureOfflineCatalogue(baseUrl: string, runs: number): Promise<OfflineCatalogueFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    // The catalogue needs catalogue access: a signed-in dealer browses it, as in the workshop.
    await signInAsPartsManager(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    const viewed = pagePath(1, 1, 1);
    await openAndTimeParts(page, viewed);

    await page.goto(`/catalogue/${catalogueId}`);
    const keep = page.getByRole('button', { name: 'Make available offline' });
    await keep.waitFor({ timeout: 30_000 });
    const keepStarted = performance.now();
    await keep.click();
    await page.getByTestId('kept-offline').waitFor({ timeout: 300_000 });
    const keepVehicleMs = performance.now() - keepStarted;
    const kept = await page.evaluate(
      () =>
        new Promise<{ bytes: number; pageCount: number }>((resolve, reject) => {
          const request = indexedDB.open('epc-offline-catalogue');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const read = request.result.transaction('vehicles').objectStore('vehicles').getAll();
            read.onsuccess = () => resolve((read.result as { bytes: number; pageCount: number }[])[0] ?? { bytes: 0, pageCount: 0 });
          };
        }),
    );

    await context.setOffline(true);
    const viewedPageOfflineMs: number[] = [];
    const keptPageOfflineMs: number[] = [];
    const navigatePageOfflineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await openAndTimeParts(page, pagePath(1, 1, 1));
      // Pages of another minor section each time (so the heading changes), from the kept vehicle.
      navigatePageOfflineMs.push(await navigateAndTimeParts(page, pagePath(3 + (run % 7), 2 + (run % 6), 1 + (run % 6))));
    }
    for (let run = 0; run < runs; run += 1) {
      viewedPageOfflineMs.push(await openAndTimeParts(page, viewed));
      // A different page each run, none of them opened before: served from the kept vehicle.
      keptPageOfflineMs.push(await openAndTimeParts(page, pagePath(2 + (run % 8), 1 + (run % 8), 1 + (run % 6))));
    }
    return { navigatePageOfflineMs, viewedPageOfflineMs, keptPageOfflineMs, keepVehicleMs, keepVehicleBytes: kept.bytes, keptPages: kept.pageCount };
  } finally {
    await browser.close();
  }
}

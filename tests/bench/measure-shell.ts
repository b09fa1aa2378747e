// Browser-side figures: what the landing page downloads, how fast the shell renders on a warm
// reload, online and with the network cut (served by the service worker), and how soon an
// offline reload shows the offline banner.
import { type Page } from 'playwright';
import { launchDebianChromium } from '../support/debian-chromium';

export interface ShellFigures {
  landingScripts: { url: string; transferredBytes: number }[];
  landingStyles: { url: string; transferredBytes: number }[];
  warmReloadOnlineMs: number[];
  warmReloadOfflineMs: number[];
  offlineReloadToBannerMs: number[];
}

/** Milliseconds from navigation start until the offline banner is in the document. */
async function reloadAndTimeBanner(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (document.querySelector('[data-testid="offline-banner"]') ? performance.now() : 0),
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from navigation start until the page heading is in the document. */
async function reloadAndTimeShell(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (document.querySelector('main h1') ? performance.now() : 0), null, {
    polling: 'raf',
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

const bannerRuns = 20;

export async function measureShell(baseUrl: string, runs: number): Promise<ShellFigures> {
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sizes = new Map<string, { type: string; bytes: number }>();
    const types = new Map<string, { url: string; type: string }>();
    cdp.on('Network.responseReceived', (event) =>
      types.set(event.requestId, { url: event.response.url, type: event.type }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      const seen = types.get(event.requestId);
      if (seen) sizes.set(seen.url, { type: seen.type, bytes: event.encodedDataLength });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const landing = [...sizes].map(([url, { type, bytes }]) => ({
      url: new URL(url).pathname,
      type,
      transferredBytes: bytes,
    }));

    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await reloadAndTimeShell(page);
    const warmReloadOnlineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) warmReloadOnlineMs.push(await reloadAndTimeShell(page));
    await context.setOffline(true);
    const warmReloadOfflineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) warmReloadOfflineMs.push(await reloadAndTimeShell(page));
    const offlineReloadToBannerMs: number[] = [];
    for (let run = 0; run < bannerRuns; run += 1) offlineReloadToBannerMs.push(await reloadAndTimeBanner(page));
    return {
      landingScripts: landing.filter((entry) => entry.type === 'Script'),
      landingStyles: landing.filter((entry) => entry.type === 'Stylesheet'),
      warmReloadOnlineMs,
      warmReloadOfflineMs,
      offlineReloadToBannerMs,
    };
  } finally {
    await browser.close();
  }
}

// Offline catalogue figures in headless Chromium: how fast a page section renders with the
// network cut (from the service worker's cache, and from a vehicle kept on the device), and
// what making one vehicle available offline costs in time, bytes over the wire and requests,
// whole and when the network is cut at half way and comes back. Measured signed in (the
// catalogue is for users with catalogue access), as the demo parts manager.
import { type CDPSession, type Page } from 'playwright';
import { signInAsPartsManager } from './bench-sign-in';
import { pageSectionPath as pagePath } from './measure-offline-navigation';
import { launchDebianChromium } from '../support/debian-chromium';

const catalogueId = 'arden-sb21-2024';

export interface OfflineCatalogueFigures {
  /** A full reload of the page, app start included. */
  viewedPageOfflineMs: number[];
  keptPageOfflineMs: number[];
  keepVehicleMs: number;
  /** Kept on the device (IndexedDB). */
  keepVehicleBytes: number;
  keptPages: number;
  /** Over the wire (compressed, headers included) while keeping the vehicle, all requests of the page. */
  keepVehicleWireBytes: number;
  keepVehicleRequests: number;
  resume: ResumeFigures;
}

export interface ResumeFigures {
  /** How far the download was when the network went (0.5 aimed at; the cut lands a batch or so later). */
  cutAt: number;
  /** From the network coming back to the vehicle kept. */
  finishMs: number;
  /** Over the wire for the whole vehicle, both parts together. */
  wireBytes: number;
  requests: number;
}

/** Bytes over the wire and requests of the page, counted from the browser's own network events. */
async function watchNetwork(page: Page): Promise<{ since: () => { bytes: number; requests: number } }> {
  const devtools: CDPSession = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const received = new Map<string, { streamed: number; finished: number }>();
  const entry = (requestId: string) => {
    const known = received.get(requestId) ?? { streamed: 0, finished: 0 };
    received.set(requestId, known);
    return known;
  };
  let requests = 0;
  devtools.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  devtools.on('Network.dataReceived', (event) => {
    entry(event.requestId).streamed += event.encodedDataLength;
  });
  devtools.on('Network.loadingFinished', (event) => {
    entry(event.requestId).finished = event.encodedDataLength;
  });
  const total = () =>
    [...received.values()].reduce((sum, { streamed, finished }) => sum + Math.max(streamed, finished), 0);
  return {
    since: () => {
      const [bytesBefore, requestsBefore] = [total(), requests];
      return {
        get bytes() {
          return total() - bytesBefore;
        },
        get requests() {
          return requests - requestsBefore;
        },
      };
    },
  };
}

/** The share of the running download stored so far, from the progress the page shows. */
const downloadedShare = `(() => {
  const progress = document.querySelector('[data-testid="keep-offline-progress"]');
  const total = Number(progress?.getAttribute('data-total-bytes') ?? 0);
  return total === 0 ? 0 : Number(progress?.getAttribute('data-received-bytes')) / total;
})()`;

/** Keeps the vehicle again from nothing, cuts the network once half of it is stored, and times the rest. */
async function measureResume(page: Page, network: Awaited<ReturnType<typeof watchNetwork>>): Promise<ResumeFigures> {
  await page.goto(`/catalogue/${catalogueId}`);
  await page.getByRole('button', { name: 'Remove from this device' }).click();
  const keep = page.getByRole('button', { name: 'Make available offline' });
  await keep.waitFor({ timeout: 30_000 });
  const counted = network.since();
  await keep.click();
  // A function (the page's content security policy refuses a string here), with no inner function for tsx to wrap.
  await page.waitForFunction(
    () => {
      const progress = document.querySelector('[data-testid="keep-offline-progress"]');
      const total = Number(progress?.getAttribute('data-total-bytes') ?? 0);
      return total > 0 && Number(progress?.getAttribute('data-received-bytes')) / total >= 0.5;
    },
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  await page.context().setOffline(true);
  await page.getByTestId('keep-offline-paused').waitFor({ timeout: 30_000 });
  const cutAt = (await page.evaluate(downloadedShare)) as number;
  await page.context().setOffline(false);
  const backAt = performance.now();
  await page.getByTestId('kept-offline').waitFor({ timeout: 120_000 });
  return { cutAt, finishMs: performance.now() - backAt, wireBytes: counted.bytes, requests: counted.requests };
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
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    // The catalogue needs catalogue access: a signed-in dealer browses it, as in the workshop.
    await signInAsPartsManager(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    const viewed = pagePath(1, 1, 1);
    await openAndTimeParts(page, viewed);

    await page.goto(`/catalogue/${catalogueId}`);
    const keep = page.getByRole('button', { name: 'Make available offline' });
    await keep.waitFor({ timeout: 30_000 });
    const network = await watchNetwork(page);
    const counted = network.since();
    const keepStarted = performance.now();
    await keep.click();
    await page.getByTestId('kept-offline').waitFor({ timeout: 300_000 });
    const keepVehicleMs = performance.now() - keepStarted;
    const keepVehicleWireBytes = counted.bytes;
    const keepVehicleRequests = counted.requests;
    const kept = await page.evaluate(
      () =>
        new Promise<{ bytes: number; pageCount: number }>((resolve, reject) => {
          const request = indexedDB.open('epc-offline-catalogue');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const read = request.result.transaction('vehicles').objectStore('vehicles').getAll();
            read.onsuccess = () =>
              resolve((read.result as { bytes: number; pageCount: number }[])[0] ?? { bytes: 0, pageCount: 0 });
          };
        }),
    );

    await context.setOffline(true);
    const viewedPageOfflineMs: number[] = [];
    const keptPageOfflineMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      viewedPageOfflineMs.push(await openAndTimeParts(page, viewed));
      // A different page each run, none of them opened before: served from the kept vehicle.
      keptPageOfflineMs.push(await openAndTimeParts(page, pagePath(2 + (run % 8), 1 + (run % 8), 1 + (run % 6))));
    }
    await context.setOffline(false);
    const resume = await measureResume(page, network);
    return {
      viewedPageOfflineMs,
      keptPageOfflineMs,
      keepVehicleMs,
      keepVehicleBytes: kept.bytes,
      keptPages: kept.pageCount,
      keepVehicleWireBytes,
      keepVehicleRequests,
      resume,
    };
  } finally {
    await browser.close();
  }
}

/** The table rows of keeping a vehicle offline, in run-benchmarks.ts's style. */
export function keepVehicleRows(figures: OfflineCatalogueFigures): { figure: string; value: string; budget: string }[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const { resume } = figures;
  return [
    {
      figure: `Keep one vehicle offline (${figures.keptPages} pages): time`,
      value: seconds(figures.keepVehicleMs),
      budget: '≤ 5 s',
    },
    {
      figure: '... over the wire / requests',
      value: `${megabytes(figures.keepVehicleWireBytes)} / ${figures.keepVehicleRequests}`,
      budget: '≤ 2 MB',
    },
    { figure: '... kept on the device', value: megabytes(figures.keepVehicleBytes), budget: '' },
    {
      figure: `... cut at ${Math.round(resume.cutAt * 100)} %, network back to kept`,
      value: seconds(resume.finishMs),
      budget: '',
    },
    {
      figure: '... cut and resumed: over the wire / requests in all',
      value: `${megabytes(resume.wireBytes)} / ${resume.requests}`,
      budget: '',
    },
  ];
}

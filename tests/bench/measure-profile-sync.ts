// Profile sync in headless Chromium (issue 15): two devices (browser contexts) of one signed-in
// user, rlee (no other part of the bench signs them in), each hold N profile changes made
// offline (VINs decoded, searches, favourites; profile-sync-changes.ts), written straight into
// the device's outbox as the app writes them. Both reconnect at once: how long each takes to
// drain, how long until both devices' profile copies are equal, and whether the server's lists
// are what the merge rules make of all 2N changes. Only the browser's online event nudges the
// app: the device that sends first learns the other's changes at its next pull, as it would in use.
import { type BrowserContext, type Page } from 'playwright';
import type { SyncedProfile } from '../../src/domain/sync/sync-contracts';
import { signInAsRetailer } from './bench-sign-in';
import { canonicalJson, expectedLists, profileChanges, type ProfileLists } from './profile-sync-changes';
import { launchDebianChromium } from '../support/debian-chromium';

export interface ProfileSyncFigures {
  changesPerDevice: number;
  drainMs: [number, number];
  /** Reconnect to each device's lists being the merge rules' result of both devices' changes. */
  completeMs: [number, number];
  /** Reconnect to both devices' profile copies equal, both outboxes empty. */
  convergedMs: number;
  /** The server's last ten VINs, favourites and search history are the merge rules' result. */
  serverListsMatch: boolean;
  devicesMatchServer: boolean;
  serverCounts: { vins: number; favourites: number; searches: number };
}

const openDb = (name: string) => `new Promise((resolve, reject) => {
  const request = indexedDB.open(${JSON.stringify(name)});
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
})`;
const result = (request: string) =>
  `new Promise((resolve, reject) => { const r = ${request}; r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); })`;

/** Page scripts are strings: tsx wraps functions in a __name helper the page does not have. */
const queueScript = (name: string, operations: unknown[]) => `(async () => {
  const db = await ${openDb(name)};
  const tx = db.transaction('outbox', 'readwrite');
  for (const operation of ${JSON.stringify(operations)}) tx.objectStore('outbox').add({ operation, attempts: 0, lastError: null });
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
})()`;
const stateScript = (name: string) => `(async () => {
  const db = await ${openDb(name)};
  const tx = db.transaction(['outbox', 'profile']);
  const waiting = await ${result("tx.objectStore('outbox').count()")};
  const row = await ${result("tx.objectStore('profile').get('profile')")};
  db.close();
  return { waiting, profile: row ? row.profile : null };
})()`;

interface DeviceState {
  waiting: number;
  profile: SyncedProfile | null;
}

/** An empty sync answers the server's copy of the profile. */
async function serverProfile(page: Page): Promise<SyncedProfile> {
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations: [] }),
    });
    return ((await response.json()) as { profile?: unknown }).profile;
  });
  if (profile === undefined) throw new Error('The sync reply has no profile.');
  return profile as SyncedProfile;
}

async function signedInDevice(context: BrowserContext): Promise<{ page: Page; dbName: string }> {
  const page = await context.newPage();
  await signInAsRetailer(page, 'rlee');
  const dbName = `epc-user-${(await page.evaluate(() => localStorage.getItem('customer_id'))) ?? ''}`;
  await page.waitForFunction(async (name) => (await indexedDB.databases()).some((db) => db.name === name), dbName, {
    timeout: 30_000,
  });
  return { page, dbName };
}

const listsOf = ({ lastTenVins, favouriteVins, searchHistory }: ProfileLists) =>
  canonicalJson({ lastTenVins, favouriteVins, searchHistory });

export async function measureProfileSync(baseUrl: string, changesPerDevice = 200): Promise<ProfileSyncFigures> {
  const browser = await launchDebianChromium();
  try {
    const contexts = [await browser.newContext({ baseURL: baseUrl }), await browser.newContext({ baseURL: baseUrl })];
    const devices = await Promise.all(contexts.map(signedInDevice));
    const [first, second] = devices;
    if (first === undefined || second === undefined) throw new Error('Two devices expected.');
    const before = await serverProfile(first.page);

    await Promise.all(contexts.map((context) => context.setOffline(true)));
    const startMs = Date.now() - 86_400_000;
    const operations = [profileChanges(0, changesPerDevice, startMs), profileChanges(1, changesPerDevice, startMs)];
    await Promise.all(
      devices.map((device, index) => device.page.evaluate(queueScript(device.dbName, operations[index] ?? []))),
    );
    const expected = listsOf(expectedLists(before, operations.flat()));

    const started = performance.now();
    await Promise.all(contexts.map((context) => context.setOffline(false)));
    await Promise.all(devices.map((device) => device.page.evaluate(() => window.dispatchEvent(new Event('online')))));
    // Each device is watched on its own, every 25 ms; a time is taken when the read that saw it returns.
    const drainMs: (number | undefined)[] = [undefined, undefined];
    const completeMs: (number | undefined)[] = [undefined, undefined];
    const copies: (string | undefined)[] = [undefined, undefined];
    let convergedMs: number | undefined;
    const watch = async (device: { page: Page; dbName: string }, index: number) => {
      while (convergedMs === undefined) {
        const state = (await device.page.evaluate(stateScript(device.dbName))) as DeviceState;
        const elapsed = performance.now() - started;
        if (elapsed > 180_000) throw new Error(`No convergence in three minutes (${state.waiting} waiting)`);
        if (state.waiting === 0) drainMs[index] ??= elapsed;
        if (state.profile && listsOf(state.profile) === expected) completeMs[index] ??= elapsed;
        copies[index] = canonicalJson(state.profile);
        const drained = drainMs.every((time) => time !== undefined);
        if (drained && copies[0] === copies[1]) convergedMs ??= elapsed;
        else await device.page.waitForTimeout(25);
      }
    };
    await Promise.all(devices.map(watch));
    if (convergedMs === undefined) throw new Error('The devices did not converge.');

    const after = await serverProfile(first.page);
    return {
      changesPerDevice,
      drainMs: [drainMs[0] ?? Number.NaN, drainMs[1] ?? Number.NaN],
      completeMs: [completeMs[0] ?? Number.NaN, completeMs[1] ?? Number.NaN],
      convergedMs,
      serverListsMatch: listsOf(after) === expected,
      devicesMatchServer: copies.every((copy) => copy === canonicalJson(after)),
      serverCounts: {
        vins: after.lastTenVins.length,
        favourites: after.favouriteVins.filter((mark) => mark.favourite).length,
        searches: after.searchHistory.length,
      },
    };
  } finally {
    await browser.close();
  }
}

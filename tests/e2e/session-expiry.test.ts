// Coming back online after the refresh token died, with changes queued (docs/sync.md, "When the
// session ends with changes waiting"). The file runs its own server on a fresh copy of the seeded
// demo data (support/seeded-data-dir.ts), so the demo users it edits are edited by no other
// browser test, and access tokens that the app counts valid for only 5 s (65 s less the 60 s
// margin), so it refreshes soon after the network returns; the page's clock (Playwright's,
// running in real time) jumps those seconds rather than the test waiting them out. The refresh
// token dies the way a session ended elsewhere does: the login service's logout revokes its
// whole family, and the refresh is refused as an expired one would be.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../src/config/commerce';
import { startServer, type StartedServer } from '../bench/start-server';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { copySeededDemoData } from './support/seeded-data-dir';
import { demoPassword, storedSession } from './support/sign-in';

let server: StartedServer;
const folders: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-expiry-data-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'epc-expiry-app-'));
  folders.push(dataDir, staticDir);
  cpSync(process.env.E2E_BUILD_DIR ?? 'dist', staticDir, { recursive: true });
  await copySeededDemoData(dataDir);
  server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir, ACCESS_TOKEN_TTL_SECONDS: '65' });
});

afterAll(async () => {
  await server?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const minor = 'arden-sb21-2024-m03-n02';
const pageSection = `/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`;

type Kind = 'corporate' | 'retailer' | 'third-party';
const buttonFor: Record<Kind, string> = {
  corporate: 'Corporate sign-in',
  retailer: 'Retailer sign-in',
  'third-party': 'Third-party sign-in',
};

/** From the landing page: the provider's own form, then home with the user's name in the header. */
async function signInFromLanding(page: Page, kind: Kind, username: string, fullName: string): Promise<void> {
  await page.getByRole('button', { name: buttonFor[kind] }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel(/user ?name/i).fill(username);
  await page.getByLabel(/password/i).fill(demoPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
  await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe(fullName);
}

async function openOwnServer(): Promise<Page> {
  return openPage({ baseURL: server.url });
}

/** Online: a page section (so it opens offline later) and its first part number. */
async function openPageSection(page: Page): Promise<string> {
  await page.goto(pageSection);
  const buttons = page.getByRole('button', { name: /^Add to list, / });
  await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  return ((await buttons.first().getAttribute('aria-label')) ?? '').replace('Add to list, ', '');
}

async function addToList(page: Page, partNumber: string, quantity: string): Promise<void> {
  await page.getByRole('button', { name: `Add to list, ${partNumber}` }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => page.getByText(`In list: ${quantity}`).isVisible()).toBe(true);
}

/** The keys of the user's queued changes, read from their own database on the device. */
function outboxKeys(page: Page, customerId: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(
              (read.result as { operation: { idempotencyKey: string }; refused?: unknown }[]).map(
                (entry) => entry.operation.idempotencyKey,
              ),
            );
          };
          read.onerror = () => reject(read.error);
        };
      }),
    `epc-user-${customerId}`,
  );
}

// Node's fetch, unlike the browser, may try localhost's IPv6 address first; the server listens on IPv4.
const serverUrl = (path: string) => new URL(path, server.url.replace('localhost', '127.0.0.1'));

/**
 * Offline, the session ends elsewhere: the login service's logout revokes the refresh token's
 * family (from this test, not the page, whose network is cut). Then, still offline, the page's
 * clock moves on until the app's access token needs renewing. Answers the last access token the
 * page held, which the server still takes for the rest of its life.
 */
async function sessionRevokedWhileOffline(page: Page): Promise<string> {
  const { accessToken, cookies } = await storedSession(page);
  const refreshToken = decodeURIComponent(/(?:^|; )cc-nx=([^;]+)/.exec(cookies)?.[1] ?? '');
  const logout = serverUrl(
    `${commerceConfig.proxyPath}/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2/logout`,
  );
  logout.search = new URLSearchParams({
    client_id: commerceConfig.clientId,
    refresh_token: refreshToken,
    channel_id: commerceConfig.channelId,
  }).toString();
  const revoked = await fetch(logout, { headers: { authorization: accessToken ?? '' } });
  expect(revoked.status).toBe(200);
  await page.clock.fastForward(6_000);
  expect(
    await page.evaluate(
      () =>
        Number(localStorage.getItem('token_issued_at')) +
          (Number(localStorage.getItem('token_expires_in')) - 60) * 1000 <
        Date.now(),
    ),
  ).toBe(true);
  return accessToken ?? '';
}

/** A user's shopping list as the server holds it (POST /fetch-shopping-list with their access token). */
async function serverList(accessToken: string): Promise<{ partNumber: string; quantity: string }[]> {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    userId: string;
  };
  const reply = await fetch(serverUrl('/fetch-shopping-list'), {
    method: 'POST',
    headers: { authorization: accessToken, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: payload.userId }),
  });
  expect(reply.status).toBe(200);
  const { hits } = (await reply.json()) as { hits: { c_shoplistJSON?: string[] }[] };
  return (hits[0]?.c_shoplistJSON ?? []).map((item) => {
    const { partNumber, quantity } = JSON.parse(item) as { partNumber: string; quantity: string };
    return { partNumber, quantity };
  });
}

const linesOf = async (accessToken: string, partNumber: string) =>
  (await serverList(accessToken)).filter((line) => line.partNumber === partNumber);

const notice = (page: Page) => page.getByTestId('session-ended-notice');

/** Signs in, queues one change offline, and comes back online to a session that cannot be renewed. */
async function queuedAcrossAnEndedSession(page: Page, kind: Kind, username: string, fullName: string) {
  await page.clock.install();
  await page.goto('/');
  await signInFromLanding(page, kind, username, fullName);
  await waitForServiceWorkerControl(page);
  const { customerId } = await storedSession(page);
  const partNumber = await openPageSection(page);

  await page.context().setOffline(true);
  await addToList(page, partNumber, '2');
  const [queuedKey = ''] = await outboxKeys(page, customerId ?? '');
  const oldAccessToken = await sessionRevokedWhileOffline(page);
  await page.context().setOffline(false);

  // Told, in words, with the count; the change stays on the device and is not on the server.
  await expect
    .poll(
      () =>
        notice(page)
          .getAttribute('data-waiting', { timeout: 1_000 })
          .catch(() => null),
      { timeout: 30_000 },
    )
    .toBe('1');
  expect(await notice(page).innerText()).toContain('Your session has ended.');
  expect(await notice(page).innerText()).toContain('Sign in again to send the change waiting on this device.');
  expect(await outboxKeys(page, customerId ?? '')).toEqual([queuedKey]);
  expect(await linesOf(oldAccessToken, partNumber)).toEqual([]);
  return { customerId: customerId ?? '', partNumber, queuedKey, oldAccessToken };
}

describe('coming back online after the session ended, with changes queued', () => {
  it('tells the user, keeps the change, and sends it once after they sign in again', async () => {
    const page = await openOwnServer();
    const { customerId, partNumber } = await queuedAcrossAnEndedSession(page, 'retailer', 'rparts', 'Rita Parker');
    await expectNoAccessibilityViolations(page);

    await notice(page).getByRole('button', { name: 'Sign in again' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await signInFromLanding(page, 'retailer', 'rparts', 'Rita Parker');
    expect(await notice(page).count()).toBe(0);

    await page.goto('/shopping-list');
    await expect
      .poll(() => page.getByTestId('list-sync-note').getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    expect(await outboxKeys(page, customerId)).toEqual([]);
    // The server holds the line once, as entered.
    const { accessToken } = await storedSession(page);
    expect(await linesOf(accessToken ?? '', partNumber)).toEqual([{ partNumber, quantity: '2' }]);
    await page.context().close();
  });

  it('another user signing in on the device does not send the first user’s change, which waits on the device for them', async () => {
    const page = await openOwnServer();
    const { customerId, partNumber, queuedKey, oldAccessToken } = await queuedAcrossAnEndedSession(
      page,
      'retailer',
      'rlee',
      'Robin Lee',
    );

    await notice(page).getByRole('button', { name: 'Sign in again' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await signInFromLanding(page, 'third-party', 'tpuser', 'Pat Jones');
    expect(await notice(page).count()).toBe(0);

    await page.goto('/shopping-list');
    await expect
      .poll(() => page.getByTestId('list-sync-note').getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    // Pat's list, on the device and on the server, has nothing of Robin's.
    expect(await page.getByTestId('shopping-list-table').locator(`tr[data-product-id="${partNumber}"]`).count()).toBe(
      0,
    );
    const { accessToken } = await storedSession(page);
    expect(await linesOf(accessToken ?? '', partNumber)).toEqual([]);
    expect(await linesOf(oldAccessToken, partNumber)).toEqual([]);
    // Robin's change is still in Robin's store, for when Robin signs in here again.
    expect(await outboxKeys(page, customerId)).toEqual([queuedKey]);
    await page.context().close();
  });
});

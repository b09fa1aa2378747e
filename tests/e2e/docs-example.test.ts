/**
 * The worked example of docs/testing.md, run as a browser test so the guide cannot drift: the
 * guide quotes the regions of this file and of the support files it uses, and
 * tests/unit/docs/testing-guide.test.ts fails when a quote and its file differ. It starts a
 * server of its own, as the guide teaches, because it resets the demo data: on the shared
 * server that would undo other test files' changes under them.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForSignals } from './support/app-signals';
import { openPage, waitForServiceWorkerControl } from './support/browser';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { serverList } from './support/server-shopping-list';
import { saveSignedInState, type SignedInState } from './support/sign-in';
import { queuedChanges, waitForOutboxEmpty } from './support/user-outbox';

// #region setup
let server: DemoServer;
let signedIn: SignedInState;

beforeAll(async () => {
  // Access tokens that outlive the run: the saved state is never refreshed, so every test can reuse it.
  server = await startDemoServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '3600' } });
  // A demo dealer's parts manager who has a shopping list in the demo data.
  signedIn = await saveSignedInState('retailer', '005ca-pm', { baseURL: server.url });
});

afterAll(() => server?.stop());
// #endregion setup

// #region listed-parts
/** The part numbers on the shopping list page, from each line's 'Remove, <part number>' button. */
async function listedParts(page: Page): Promise<string[]> {
  const buttons = page.getByRole('button', { name: /^Remove, / });
  const labels = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace('Remove, ', ''));
}
// #endregion listed-parts

describe('the testing guide’s example (docs/testing.md)', () => {
  it('edits the list offline, keeps it through an offline reload, syncs it, and a reset brings the demo list back', async () => {
    // #region open-signed-in
    const page = await openPage({ baseURL: server.url, storageState: signedIn });
    const context = page.context();
    await page.goto('/shopping-list');
    await waitForServiceWorkerControl(page);
    await waitForSignals(page, { session: 'registered', sync: 'idle', pendingChanges: '0' });
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).not.toEqual([]);
    const demoList = await listedParts(page);
    const [removed = ''] = demoList;
    // #endregion open-signed-in

    // #region offline-edit
    await context.setOffline(true);
    await waitForSignals(page, { connectivity: 'offline' });
    await page.getByText("You're currently browsing in offline mode").waitFor();
    await page.getByRole('button', { name: `Remove, ${removed}` }).click();
    await waitForSignals(page, { sync: 'pending', pendingChanges: '1' });
    expect(await queuedChanges(page)).toMatchObject([
      { entity: 'shoppingList', change: { action: 'remove', productId: removed }, refused: false },
    ]);
    // #endregion offline-edit

    // #region offline-reload
    await page.reload();
    await waitForSignals(page, { connectivity: 'offline', pendingChanges: '1' });
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual(demoList.slice(1));
    // #endregion offline-reload

    // #region back-online
    await context.setOffline(false);
    await waitForSignals(page, { connectivity: 'online' });
    await waitForOutboxEmpty(page);
    const onServer = await serverList(page);
    expect(onServer.map((line) => line.partNumber)).toEqual(demoList.slice(1));
    // #endregion back-online

    // #region reset
    const reset = await page.request.post('/api/demo/reset');
    expect(reset.status()).toBe(200);
    await page.reload();
    await waitForOutboxEmpty(page);
    await expect.poll(() => listedParts(page), { timeout: 20_000 }).toEqual(demoList);
    expect((await serverList(page)).map((line) => line.partNumber)).toEqual(demoList);
    // #endregion reset
    await context.close();
  });
});

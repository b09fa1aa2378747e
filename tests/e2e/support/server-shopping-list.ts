// The signed-in user's shopping list as the server holds it, to prove what reached it.
import type { Page } from 'playwright';
import { storedSession } from './sign-in';

/** POST /fetch-shopping-list with the page's own token: the list's part numbers and quantities. */
export async function serverList(page: Page): Promise<{ partNumber: string; quantity: string }[]> {
  const { accessToken } = await storedSession(page);
  const payload = JSON.parse(Buffer.from(accessToken?.split('.')[1] ?? '', 'base64url').toString()) as {
    userId: string;
  };
  const reply = await page.request.post('/fetch-shopping-list', {
    headers: { authorization: accessToken ?? '' },
    data: { userId: payload.userId },
  });
  const { hits } = (await reply.json()) as { hits: { c_shoplistJSON?: string[] }[] };
  return (hits[0]?.c_shoplistJSON ?? []).map((item) => {
    const { partNumber, quantity } = JSON.parse(item) as { partNumber: string; quantity: string };
    return { partNumber, quantity };
  });
}

/**
 * The lines of the server's list whose part number `keep` accepts, as 'partNumber quantity',
 * sorted: an empty sync batch with the page's own token answers the list as it stands.
 */
export async function serverLines(page: Page, keep: (partNumber: string) => boolean): Promise<string[]> {
  const lines = await page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations: [] }),
    });
    return ((await response.json()) as { shoppingList: { lines: { partNumber: string; quantity: string }[] } })
      .shoppingList.lines;
  });
  return lines
    .filter((line) => keep(line.partNumber))
    .map((line) => `${line.partNumber} ${line.quantity}`)
    .sort();
}

/** Takes these parts off the user's list on the server, so a test leaves the list as it found it. */
export async function removeFromServerList(page: Page, partNumbers: readonly string[]): Promise<void> {
  await page.evaluate(async (productIds) => {
    const operations = productIds.map((productId) => ({
      idempotencyKey: crypto.randomUUID(),
      entity: 'shoppingList',
      createdAt: new Date().toISOString(),
      change: { action: 'remove', productId },
    }));
    await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations }),
    });
  }, partNumbers);
}

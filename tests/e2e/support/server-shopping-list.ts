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

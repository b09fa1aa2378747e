/**
 * The subscription basket a checkout left open (after a declined card, or a page left before
 * paying), kept on the device per customer, so the next attempt reuses it: the commerce server
 * keeps at most ten baskets a customer, and a new basket per visit would use them up.
 */
const keyOf = (customerId: string) => `epc-open-basket-${customerId}`;

export function readOpenBasket(customerId: string): string | undefined {
  return localStorage.getItem(keyOf(customerId)) ?? undefined;
}

export function saveOpenBasket(customerId: string, basketId: string | undefined): void {
  try {
    if (basketId === undefined) localStorage.removeItem(keyOf(customerId));
    else localStorage.setItem(keyOf(customerId), basketId);
  } catch (error) {
    // Without it the next visit makes a new basket; nothing is lost.
    console.warn('Could not keep the open basket', error);
  }
}

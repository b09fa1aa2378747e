/**
 * The callers the fuzz test sends requests as, with tokens the test server accepts: an
 * approved admin (an EPCUsers profile of its own) and a guest, as the shop API tests make them.
 */
import { addCustomer, addUser } from '../../shop-api/shopper-fixtures';
import type { TestServer } from '../../support/test-server';

export { addUser };

export function guestHeadersFor(server: TestServer): Promise<{ customerId: string; headers: Record<string, string> }> {
  return addCustomer(server, { authType: 'guest' });
}

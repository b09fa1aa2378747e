/** Builds outbox operations and sends them to POST /api/sync/operations as a device would. */
import { randomBytes } from 'node:crypto';
import type { ShoppingListAction, ShoppingListLine } from '../../../src/domain/shopping-list/shopping-list-contracts';
import type { NoteAction, SyncReply } from '../../../src/domain/sync/sync-contracts';
import type { TestShopper } from '../shop-api/shopper-fixtures';
import type { TestServer } from '../support/test-server';

export const newKey = () => `op-${randomBytes(8).toString('hex')}`;

export const line = (partNumber: string, quantity = '1'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: `Part ${partNumber}`,
  quantity,
  priceAmmend: '0',
});

export const listOperation = (change: ShoppingListAction | Record<string, unknown>, idempotencyKey = newKey()) => ({
  idempotencyKey,
  entity: 'shoppingList',
  createdAt: new Date().toISOString(),
  change,
});

export const noteOperation = (change: NoteAction, idempotencyKey = newKey()) => ({
  idempotencyKey,
  entity: 'note',
  createdAt: new Date().toISOString(),
  change,
});

export function sync(server: TestServer, shopper: TestShopper, operations: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/api/sync/operations',
    headers: shopper.headers,
    payload: { operations },
  });
}

export async function syncOk(server: TestServer, shopper: TestShopper, operations: unknown[]): Promise<SyncReply> {
  const response = await sync(server, shopper, operations);
  if (response.statusCode !== 200) throw new Error(`sync answered ${response.statusCode}: ${response.body}`);
  return response.json<SyncReply>();
}

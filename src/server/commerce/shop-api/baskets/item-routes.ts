/**
 * POST baskets/{id}/items, PATCH and DELETE baskets/{id}/items/{itemId} (shell spec, section
 * 7). Each item is priced by the server in the basket's currency (basket-product-pricing.ts);
 * a product already in the basket has its quantity raised. A subscription item is quantity 1,
 * one per basket (a second replaces the first), and only for a true-independent. PATCH with
 * quantity 0 removes the item, as the platform does.
 */
import { randomUUID } from 'node:crypto';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { periodOfProduct } from '../../../../domain/subscription/subscription-period';
import { ClientError } from '../client-error';
import {
  addToItemQuantity,
  deleteItem,
  deleteSubscriptionItems,
  insertItem,
  setItemQuantity,
} from './basket-item-repository';
import { touchBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { itemOf, priceProduct } from './basket-product-pricing';
import { basketParams, basketReply, itemParams } from './basket-schema';
import { callerCustomerId, loadOwnBasket } from './own-basket';
import { requireSubscriber } from './subscriber-check';

const maxItemsPerCall = 50;

const addSchema = {
  params: basketParams,
  body: Type.Array(
    Type.Object(
      {
        product_id: Type.String({ minLength: 1, maxLength: 64 }),
        quantity: Type.Integer({ minimum: 1, maximum: 999 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: maxItemsPerCall },
  ),
  response: basketReply,
};

const patchSchema = {
  params: itemParams,
  body: Type.Object({ quantity: Type.Integer({ minimum: 0, maximum: 999 }) }, { additionalProperties: false }),
  response: basketReply,
};

export default async function itemRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/baskets/:basketId/items', { schema: addSchema }, async (request) => {
    const { basketId } = request.params;
    // Checked before the transaction: the check reads the caller's profile.
    if (request.body.some((asked) => periodOfProduct(asked.product_id) !== undefined)) await requireSubscriber(request);
    return app.database.transaction(async (tx) => {
      const basket = await loadOwnBasket(tx, request, basketId, { lock: true });
      const known = new Map(basket.items.map((item) => [item.product_id, item.item_id]));
      for (const asked of request.body) {
        const priced = await priceProduct(tx, asked.product_id, basket.basket.currency, callerCustomerId(request));
        if (priced.period !== undefined) {
          if (asked.quantity !== 1) throw new ClientError(400, 'quantity must be 1 for a subscription.');
          await deleteSubscriptionItems(tx, basketId);
        } else {
          const itemId = known.get(asked.product_id);
          if (itemId !== undefined) {
            await addToItemQuantity(tx, basketId, itemId, asked.quantity);
            continue;
          }
        }
        const itemId = randomUUID();
        await insertItem(tx, basketId, { itemId, ...itemOf(priced), quantity: asked.quantity });
        known.set(asked.product_id, itemId);
      }
      await touchBasket(tx, basketId);
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.patch('/baskets/:basketId/items/:itemId', { schema: patchSchema }, async (request) => {
    const { basketId, itemId } = request.params;
    const { quantity } = request.body;
    return app.database.transaction(async (tx) => {
      const basket = await loadOwnBasket(tx, request, basketId, { lock: true });
      const item = basket.items.find((candidate) => candidate.item_id === itemId);
      if (item === undefined) throw new ClientError(404, `There is no item ${itemId} in this basket.`);
      if (quantity === 0) await deleteItem(tx, basketId, itemId);
      else if (item.subscription_period !== null && quantity !== 1)
        throw new ClientError(400, 'quantity must be 1 for a subscription.');
      else await setItemQuantity(tx, basketId, itemId, quantity);
      await touchBasket(tx, basketId);
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.delete(
    '/baskets/:basketId/items/:itemId',
    { schema: { params: itemParams, response: basketReply } },
    async (request) => {
      const { basketId, itemId } = request.params;
      return app.database.transaction(async (tx) => {
        await loadOwnBasket(tx, request, basketId, { lock: true });
        if (!(await deleteItem(tx, basketId, itemId))) {
          throw new ClientError(404, `There is no item ${itemId} in this basket.`);
        }
        await touchBasket(tx, basketId);
        return basketDocument(await loadOwnBasket(tx, request, basketId));
      });
    },
  );
}

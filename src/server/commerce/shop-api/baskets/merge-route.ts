/**
 * POST baskets/actions/merge (the shop API's basket merge, shell spec section 7): after a
 * guest signs in, the basket they filled as a guest in this shopper session (same usid) is
 * moved into the signed-in customer's newest basket, or becomes theirs when they have none.
 * Items are priced again in the destination's currency; the same product adds its quantity;
 * the guest basket is deleted. All in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/database';
import { ClientError } from '../client-error';
import { addBasketCoupon } from './basket-coupon-repository';
import { addToItemQuantity, insertItem } from './basket-item-repository';
import { deleteBasket, findBasketById, findGuestBasketIds, touchBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { itemOf, priceProduct } from './basket-product-pricing';
import { basketReply } from './basket-schema';
import { callerCustomerId, loadOwnBasket } from './own-basket';

const schema = { params: Type.Object({ siteId: Type.String() }), response: basketReply };

async function newestOwnBasketId(db: Queryable, customerId: string): Promise<string | undefined> {
  const [row] = await db.query<{ basket_id: string }>(
    'select basket_id from baskets where customer_id = $1 order by created_at desc limit 1 for update',
    [customerId],
  );
  return row?.basket_id;
}

export default async function mergeRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/baskets/actions/merge', { schema }, async (request) => {
    const customerId = callerCustomerId(request);
    const usid = request.shopper?.usid ?? '';
    return app.database.transaction(async (tx) => {
      const [sourceId] = await findGuestBasketIds(tx, usid, customerId);
      const source = sourceId === undefined ? undefined : await findBasketById(tx, sourceId);
      if (source === undefined) throw new ClientError(404, 'There is no guest basket of this session to merge.');
      const destinationId = await newestOwnBasketId(tx, customerId);
      if (destinationId === undefined) {
        // The guest's basket becomes the customer's as it is.
        await tx.query('update baskets set customer_id = $2, last_modified = now() where basket_id = $1', [
          source.basket.basket_id,
          customerId,
        ]);
        return basketDocument(await loadOwnBasket(tx, request, source.basket.basket_id));
      }
      const destination = await loadOwnBasket(tx, request, destinationId, { lock: true });
      const known = new Map(destination.items.map((item) => [item.product_id, item.item_id]));
      for (const item of source.items) {
        const itemId = known.get(item.product_id);
        if (itemId !== undefined && item.subscription_period === null) {
          await addToItemQuantity(tx, destinationId, itemId, item.quantity);
          continue;
        }
        const priced = await priceProduct(tx, item.product_id, destination.basket.currency, customerId);
        await insertItem(tx, destinationId, { itemId: randomUUID(), ...itemOf(priced), quantity: item.quantity });
      }
      for (const coupon of source.coupons) await addBasketCoupon(tx, destinationId, randomUUID(), coupon.code);
      await deleteBasket(tx, source.basket.basket_id);
      await touchBasket(tx, destinationId);
      return basketDocument(await loadOwnBasket(tx, request, destinationId));
    });
  });
}

/**
 * POST baskets/{id}/coupons {code} and DELETE baskets/{id}/coupons/{couponItemId} (shell
 * spec, section 7). A code is one of the coupons table's (demo codes: demo-coupons.ts),
 * matched without regard to case; an unknown one is refused naming `code`.
 */
import { randomUUID } from 'node:crypto';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../client-error';
import { addBasketCoupon, deleteBasketCoupon, findCouponCode } from './basket-coupon-repository';
import { touchBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketParams, basketReply } from './basket-schema';
import { loadOwnBasket } from './own-basket';

const addSchema = {
  params: basketParams,
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: basketReply,
};

const deleteSchema = {
  params: Type.Object({
    siteId: Type.String(),
    basketId: Type.String({ minLength: 1, maxLength: 64 }),
    couponItemId: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  response: basketReply,
};

export default async function couponRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/baskets/:basketId/coupons', { schema: addSchema }, async (request) => {
    const { basketId } = request.params;
    const asked = request.body.code.trim();
    return app.database.transaction(async (tx) => {
      await loadOwnBasket(tx, request, basketId, { lock: true });
      const code = await findCouponCode(tx, asked);
      if (code === undefined) throw new ClientError(400, `code ${asked} is not a valid coupon code.`);
      if (!(await addBasketCoupon(tx, basketId, randomUUID(), code))) {
        throw new ClientError(400, `code ${code} is already in this basket.`);
      }
      await touchBasket(tx, basketId);
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.delete('/baskets/:basketId/coupons/:couponItemId', { schema: deleteSchema }, async (request) => {
    const { basketId, couponItemId } = request.params;
    return app.database.transaction(async (tx) => {
      await loadOwnBasket(tx, request, basketId, { lock: true });
      if (!(await deleteBasketCoupon(tx, basketId, couponItemId))) {
        throw new ClientError(404, `There is no coupon item ${couponItemId} in this basket.`);
      }
      await touchBasket(tx, basketId);
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });
}

/**
 * GET, PATCH and DELETE baskets/{basketId} (shell spec, section 7). PATCH changes the
 * currency: every item is priced again in the new one, or nothing changes.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { ClientError } from '../client-error';
import { setItemPrice } from './basket-item-repository';
import { deleteBasket, updateBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { isMarketCurrency, priceProduct } from './basket-product-pricing';
import { basketParams, basketReply, currencyField } from './basket-schema';
import { callerCustomerId, loadOwnBasket } from './own-basket';

const patchSchema = {
  params: basketParams,
  body: Type.Object({ currency: Type.Optional(currencyField) }, { additionalProperties: false }),
  response: basketReply,
};

export default async function basketRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/baskets/:basketId', { schema: { params: basketParams, response: basketReply } }, async (request) =>
    basketDocument(await loadOwnBasket(app.database, request, request.params.basketId)),
  );

  app.patch('/baskets/:basketId', { schema: patchSchema }, async (request) => {
    const { basketId } = request.params;
    const { currency } = request.body;
    return app.database.transaction(async (tx) => {
      const basket = await loadOwnBasket(tx, request, basketId, { lock: true });
      if (currency !== undefined && currency !== basket.basket.currency) {
        if (!(await isMarketCurrency(tx, currency))) {
          throw new ClientError(400, `currency ${currency} is not the currency of any market.`);
        }
        for (const item of basket.items) {
          const priced = await priceProduct(tx, item.product_id, currency, callerCustomerId(request), 'currency');
          await setItemPrice(tx, basketId, item.item_id, priced.basePrice);
        }
      }
      await updateBasket(tx, basketId, { currency });
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.delete(
    '/baskets/:basketId',
    {
      schema: {
        params: basketParams,
        response: { 204: Type.Null({ description: 'Deleted; no body.' }), '4xx': problemDetailsSchema },
      },
    },
    async (request, reply) => {
      const { basketId } = request.params;
      await app.database.transaction(async (tx) => {
        await loadOwnBasket(tx, request, basketId, { lock: true });
        await deleteBasket(tx, basketId);
      });
      return reply.code(204).send(null);
    },
  );
}

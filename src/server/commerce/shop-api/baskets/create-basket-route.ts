/**
 * POST baskets {currency} (shell spec, section 7): a new, empty basket of the caller's, in a
 * currency of one of the markets. A customer keeps at most ten baskets, so a client that
 * never deletes cannot grow the table without end.
 */
import { randomUUID } from 'node:crypto';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../client-error';
import { insertBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketReply, currencyField } from './basket-schema';
import { isMarketCurrency } from './basket-product-pricing';
import { callerCustomerId, loadOwnBasket } from './own-basket';

export const maxBasketsPerCustomer = 10;

const schema = {
  params: Type.Object({ siteId: Type.String() }),
  body: Type.Object({ currency: currencyField }, { additionalProperties: false }),
  response: basketReply,
};

export default async function createBasketRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/baskets', { schema }, async (request) => {
    const { currency } = request.body;
    const customerId = callerCustomerId(request);
    return app.database.transaction(async (tx) => {
      if (!(await isMarketCurrency(tx, currency))) {
        throw new ClientError(400, `currency ${currency} is not the currency of any market.`);
      }
      const [held] = await tx.query<{ count: number }>(
        'select count(*)::int as count from baskets where customer_id = $1',
        [customerId],
      );
      if ((held?.count ?? 0) >= maxBasketsPerCustomer) {
        throw new ClientError(
          400,
          `A customer may keep at most ${maxBasketsPerCustomer} baskets; delete one to create another.`,
        );
      }
      const basketId = randomUUID();
      const usid = request.shopper?.usid ?? '';
      if (!(await insertBasket(tx, { basketId, customerId, usid, currency }))) {
        throw new ClientError(403, 'The access token names no known customer.');
      }
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });
}

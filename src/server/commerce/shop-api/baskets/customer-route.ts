/** PUT baskets/{id}/customer (shell spec, section 7): the e-mail address the order is confirmed to. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { updateBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketParams, basketReply } from './basket-schema';
import { loadOwnBasket } from './own-basket';

const schema = {
  params: basketParams,
  body: Type.Object(
    { email: Type.String({ format: 'email', maxLength: 256, examples: ['jo.bloggs@example.com'] }) },
    { additionalProperties: false },
  ),
  response: basketReply,
};

export default async function basketCustomerRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put('/baskets/:basketId/customer', { schema }, async (request) => {
    const { basketId } = request.params;
    return app.database.transaction(async (tx) => {
      await loadOwnBasket(tx, request, basketId, { lock: true });
      await updateBasket(tx, basketId, { customer_email: request.body.email });
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });
}

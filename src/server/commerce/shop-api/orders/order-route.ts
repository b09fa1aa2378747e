/** GET orders/:orderNo: a customer reads only their own orders. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { findOrder } from './order-repository';
import { orderSchema } from './order-schema';

export default async function orderRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/orders/:orderNo', { schema: orderSchema }, async (request, reply) => {
      const order = await findOrder(app.database, request.params.orderNo);
      if (order === undefined) return sendProblem(reply, 404, `There is no order ${request.params.orderNo}.`);
      if (order.customer_info.customer_id !== request.shopper?.sub) {
        return sendProblem(reply, 403, 'A customer may only read their own orders.');
      }
      return order;
    });
}

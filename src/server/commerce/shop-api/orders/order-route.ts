/** GET orders/:orderNo: a customer reads only their own orders. */
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { findOrder } from './order-repository';

interface OrderParams {
  orderNo: string;
}

const orderSchema = {
  params: {
    type: 'object',
    required: ['orderNo'],
    properties: { orderNo: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export default async function orderRoute(app: FastifyInstance) {
  app.get<{ Params: OrderParams }>('/orders/:orderNo', { schema: orderSchema }, async (request, reply) => {
    const order = await findOrder(app.database, request.params.orderNo);
    if (order === undefined) return sendProblem(reply, 404, `There is no order ${request.params.orderNo}.`);
    if (order.customer_info.customer_id !== request.shopper?.sub) {
      return sendProblem(reply, 403, 'A customer may only read their own orders.');
    }
    return order;
  });
}

/**
 * GET customers/:customerId/orders?offset&limit: the customer's orders, newest first. The
 * spec's defaults are offset 0 and limit 10 (catalogue spec, section 9); at most 50 a page.
 */
import type { FastifyInstance } from 'fastify';
import { maxPagingOffset } from '../../../../http/numeric-bounds';
import { listCustomerOrders } from '../../orders/order-repository';

export const defaultOrdersLimit = 10;
export const maxOrdersLimit = 50;

interface CustomerOrdersQuery {
  offset: number;
  limit: number;
}

const customerOrdersSchema = {
  querystring: {
    type: 'object',
    properties: {
      offset: { type: 'integer', minimum: 0, maximum: maxPagingOffset, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: maxOrdersLimit, default: defaultOrdersLimit },
    },
  },
} as const;

export default async function customerOrdersRoute(app: FastifyInstance) {
  app.get<{ Params: { customerId: string }; Querystring: CustomerOrdersQuery }>(
    '/orders',
    { schema: customerOrdersSchema },
    async (request) => {
      const { offset, limit } = request.query;
      const { data, total } = await listCustomerOrders(app.database, request.params.customerId, { offset, limit });
      return { count: data.length, data, total, offset, limit };
    },
  );
}

/**
 * GET customers/:customerId/orders?offset&limit: the customer's orders, newest first, a page
 * at a time (customer-orders-schema.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { listCustomerOrders } from '../../orders/order-repository';
import { customerOrdersSchema, type CustomerOrdersQuery } from './customer-orders-schema';

export default async function customerOrdersRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/orders', { schema: customerOrdersSchema }, async (request) => {
    const { offset, limit } = request.query as CustomerOrdersQuery;
    const { data, total } = await listCustomerOrders(app.database, request.params.customerId, { offset, limit });
    return { count: data.length, data, total, offset, limit };
  });
}

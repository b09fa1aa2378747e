/**
 * GET customers/:customerId/orders?offset&limit, typed once with TypeBox. The spec's defaults
 * are offset 0 and limit 10 (catalogue spec, section 9); at most 50 a page.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { maxPagingOffset } from '../../../../http/numeric-bounds';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';
import { orderDocumentSchema } from '../../orders/order-schema';

export const defaultOrdersLimit = 10;
export const maxOrdersLimit = 50;

const query = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxOrdersLimit, default: defaultOrdersLimit })),
});

/** Both always have a value by the handler: Ajv fills in their defaults. */
export type CustomerOrdersQuery = Required<Static<typeof query>>;

export const customerOrdersSchema = {
  params: Type.Object({ customerId: Type.String() }),
  querystring: query,
  response: {
    200: Type.Object({
      count: Type.Integer({ minimum: 0 }),
      data: Type.Array(orderDocumentSchema),
      total: Type.Integer({ minimum: 0 }),
      offset: Type.Integer({ minimum: 0 }),
      limit: Type.Integer({ minimum: 1 }),
    }),
    '4xx': problemDetailsSchema,
  },
};

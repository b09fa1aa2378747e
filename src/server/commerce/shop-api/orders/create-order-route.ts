/** POST orders {basket_id} (shell spec, section 7): place-order.ts places it. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { PaymentProcessorUnavailable } from '../../../payments/payment-processor';
import { orderDocumentSchema } from './order-schema';
import { placeOrder } from './place-order';

const schema = {
  params: Type.Object({ siteId: Type.String() }),
  body: Type.Object({ basket_id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: { 200: orderDocumentSchema, '4xx': problemDetailsSchema, '5xx': problemDetailsSchema },
};

export default async function createOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/orders', { schema }, async (request, reply) => {
    try {
      return await placeOrder(app.database, app.paymentProcessor, request, request.body.basket_id);
    } catch (error) {
      if (!(error instanceof PaymentProcessorUnavailable)) throw error;
      request.log.warn({ reason: error.message }, 'payment processor unavailable');
      return sendProblem(
        reply,
        502,
        'The payment processor could not be reached. No payment was taken and no order was placed; try again.',
      );
    }
  });
}

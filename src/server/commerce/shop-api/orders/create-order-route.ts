/**
 * POST orders {basket_id} (shell spec, section 7): place-order.ts places it. Declined charges
 * are limited (plugins/app/rate-limit.ts, counted in the database): each decline counts against
 * the client address and the token's customer (RATE_LIMIT_ACCOUNT_MAX a window); once over, no
 * card is charged until the window ends (429 with Retry-After), so stolen card numbers cannot
 * be tried one after another.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { declineMessages, PaymentProcessorUnavailable } from '../../../payments/payment-processor';
import { waitText } from '../../../plugins/app/rate-limit';
import { ClientError } from '../client-error';
import { orderDocumentSchema } from './order-schema';
import { placeOrder } from './place-order';

const schema = {
  params: Type.Object({ siteId: Type.String() }),
  body: Type.Object({ basket_id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: { 200: orderDocumentSchema, '4xx': problemDetailsSchema, '5xx': problemDetailsSchema },
};

const declinedMessages = new Set<string>(Object.values(declineMessages));

export default async function createOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/orders', { schema }, async (request, reply) => {
    const counted = [
      `card-decline|address|${normalizeIP(request.ip)}`,
      `card-decline|customer|${request.shopper?.sub ?? ''}`,
    ];
    for (const key of counted) {
      const exceeded = await app.signInLimits.accountExceeded(key);
      if (exceeded === undefined) continue;
      const message = `Too many declined payments. No card will be charged for ${waitText(exceeded.retryAfterSeconds)}.`;
      return app.signInLimits.refuse(request, reply, { ...exceeded, message });
    }
    try {
      return await placeOrder(app.database, app.paymentProcessor, request, request.body.basket_id);
    } catch (error) {
      if (error instanceof ClientError && declinedMessages.has(error.message)) {
        for (const key of counted) await app.signInLimits.countAccountAttempt(key);
      }
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

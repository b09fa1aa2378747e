/**
 * POST customers/:customerId/payment_instruments and DELETE .../:paymentInstrumentId. The
 * card number is checked, masked and dropped here: it is never stored, logged or sent back.
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../../http/problem-details';
import { passesLuhn } from '../../../../../domain/commerce/payment-card';
import { maskCardNumber } from './card-number';
import { deletePaymentInstrument, insertPaymentInstrument } from './payment-instrument-repository';
import { createPaymentInstrumentSchema, deletePaymentInstrumentSchema } from './payment-instrument-schema';

export default async function paymentInstrumentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/', { schema: createPaymentInstrumentSchema }, async (request, reply) => {
    const { payment_method_id: paymentMethodId, payment_card: card } = request.body;
    if (!passesLuhn(card.number)) {
      return sendProblem(reply, 400, 'payment_card.number is not a valid card number.');
    }
    return app.database.transaction((tx) =>
      insertPaymentInstrument(tx, request.params.customerId, {
        paymentInstrumentId: randomUUID(),
        paymentMethodId,
        cardType: card.card_type,
        maskedNumber: maskCardNumber(card.number),
        numberLastDigits: card.number.slice(-4),
        holder: card.holder,
        expirationMonth: card.expiration_month,
        expirationYear: card.expiration_year,
      }),
    );
  });

  app.delete('/:paymentInstrumentId', { schema: deletePaymentInstrumentSchema }, async (request, reply) => {
    const { customerId, paymentInstrumentId } = request.params;
    const deleted = await app.database.transaction((tx) =>
      deletePaymentInstrument(tx, customerId, paymentInstrumentId),
    );
    if (!deleted) return sendProblem(reply, 404, `There is no payment instrument ${paymentInstrumentId}.`);
    return reply.code(204).send(null);
  });
}

/**
 * POST baskets/{id}/payment_instruments and DELETE .../{paymentInstrumentId} (shell spec,
 * section 7). The card is checked (card-checks.ts), then tokenised by the payment processor
 * at once: only its token and the masked number are stored, never the number or the security
 * code, and neither is logged or sent back. One card pays a basket: a new one replaces it.
 */
import { randomUUID } from 'node:crypto';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cardNumberPattern, securityCodePattern } from '../../../../domain/commerce/payment-card';
import { sendProblem } from '../../../http/problem-details';
import { acceptedCards, findCardFault } from '../../../payments/card-checks';
import { PaymentProcessorUnavailable, type TokeniseResult } from '../../../payments/payment-processor';
import { maskCardNumber } from '../customers/payment-instruments/card-number';
import { ClientError } from '../client-error';
import { deleteBasketPayment, replaceBasketPayment } from './basket-payment-repository';
import { touchBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketTotals } from './basket-totals';
import { basketParams, basketReply } from './basket-schema';
import { loadOwnBasket } from './own-basket';
import { creditCardMethod } from './payment-methods';

const createSchema = {
  params: basketParams,
  body: Type.Object(
    {
      // The server works the amount out (the order total); a client's figure is not trusted.
      amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
      payment_method_id: Type.Literal(creditCardMethod.id),
      payment_card: Type.Object(
        {
          card_type: Type.Union(acceptedCards.map((card) => Type.Literal(card.card_type))),
          // No example here: a validation message must never echo a card number.
          number: Type.String({ pattern: cardNumberPattern }),
          holder: Type.String({ minLength: 1, maxLength: 256 }),
          expiration_month: Type.Integer({ minimum: 1, maximum: 12 }),
          expiration_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
          security_code: Type.String({ pattern: securityCodePattern }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  response: basketReply,
};

const deleteSchema = {
  params: Type.Object({
    siteId: Type.String(),
    basketId: Type.String({ minLength: 1, maxLength: 64 }),
    paymentInstrumentId: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  response: basketReply,
};

export default async function paymentInstrumentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/baskets/:basketId/payment_instruments', { schema: createSchema }, async (request, reply) => {
    const { basketId } = request.params;
    const { payment_method_id: paymentMethodId, payment_card: card } = request.body;
    // Someone else's basket is refused before the card goes anywhere.
    await loadOwnBasket(app.database, request, basketId);
    const fault = findCardFault(card, new Date());
    if (fault !== undefined) return sendProblem(reply, 400, fault);
    let tokenised: TokeniseResult;
    try {
      tokenised = await app.paymentProcessor.tokenise({
        cardType: card.card_type,
        number: card.number,
        holder: card.holder,
        expirationMonth: card.expiration_month,
        expirationYear: card.expiration_year,
        securityCode: card.security_code,
      });
    } catch (error) {
      if (!(error instanceof PaymentProcessorUnavailable)) throw error;
      request.log.warn({ reason: error.message }, 'payment processor unavailable');
      return sendProblem(reply, 502, 'The payment processor could not be reached; the card was not added. Try again.');
    }
    if (tokenised.outcome === 'refused') return sendProblem(reply, 400, tokenised.message);
    const token = tokenised.token;
    return app.database.transaction(async (tx) => {
      const basket = await loadOwnBasket(tx, request, basketId, { lock: true });
      await replaceBasketPayment(tx, basketId, {
        paymentInstrumentId: randomUUID(),
        paymentMethodId,
        amount: basketTotals(basket.items, basket.coupons).orderTotal,
        cardType: card.card_type,
        holder: card.holder,
        maskedNumber: maskCardNumber(card.number),
        numberLastDigits: card.number.slice(-4),
        expirationMonth: card.expiration_month,
        expirationYear: card.expiration_year,
        processorToken: token,
      });
      await touchBasket(tx, basketId);
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.delete(
    '/baskets/:basketId/payment_instruments/:paymentInstrumentId',
    { schema: deleteSchema },
    async (request) => {
      const { basketId, paymentInstrumentId } = request.params;
      return app.database.transaction(async (tx) => {
        await loadOwnBasket(tx, request, basketId, { lock: true });
        if (!(await deleteBasketPayment(tx, basketId, paymentInstrumentId))) {
          throw new ClientError(404, `There is no payment instrument ${paymentInstrumentId} in this basket.`);
        }
        await touchBasket(tx, basketId);
        return basketDocument(await loadOwnBasket(tx, request, basketId));
      });
    },
  );
}

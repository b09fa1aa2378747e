/** GET baskets/{basketId}/payment_methods (shell spec, section 7): payment-methods.ts decides. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { basketParams } from './basket-schema';
import { applicablePaymentMethods } from './payment-methods';
import { loadOwnBasket } from './own-basket';

const schema = {
  params: basketParams,
  response: {
    200: Type.Object({
      applicable_payment_methods: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          c_paymentGroup: Type.String(),
          cards: Type.Array(Type.Object({ card_type: Type.String(), name: Type.String() })),
        }),
      ),
    }),
    '4xx': problemDetailsSchema,
  },
};

export default async function paymentMethodsRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/baskets/:basketId/payment_methods', { schema }, async (request) => {
    const basket = await loadOwnBasket(app.database, request, request.params.basketId);
    const hasSubscription = basket.items.some((item) => item.subscription_period !== null);
    return { applicable_payment_methods: applicablePaymentMethods(hasSubscription) };
  });
}

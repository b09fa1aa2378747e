/**
 * GET baskets/{id}/shipments/{shipmentId}/shipping_methods and PUT .../shipping_method (shell
 * spec, section 7): the methods shipping-methods.ts finds applicable, and the one chosen.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { ClientError } from '../client-error';
import { updateBasket, type StoredBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketReply, shipmentParams, shippingMethodSchema } from './basket-schema';
import { loadOwnBasket } from './own-basket';
import { requireShipment } from './shipment-check';
import { applicableShippingMethods } from './shipping-methods';

function methodsOf(basket: StoredBasket) {
  const hasSubscription = basket.items.some((item) => item.subscription_period !== null);
  const hasParts = basket.items.some((item) => item.subscription_period === null);
  return applicableShippingMethods(hasParts, hasSubscription);
}

const listSchema = {
  params: shipmentParams,
  response: {
    200: Type.Object({
      applicable_shipping_methods: Type.Array(shippingMethodSchema),
      default_shipping_method_id: Type.String(),
    }),
    '4xx': problemDetailsSchema,
  },
};

const setSchema = {
  params: shipmentParams,
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: basketReply,
};

export default async function shippingMethodRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/baskets/:basketId/shipments/:shipmentId/shipping_methods', { schema: listSchema }, async (request) => {
    const basket = await loadOwnBasket(app.database, request, request.params.basketId);
    requireShipment(request.params.shipmentId);
    const methods = methodsOf(basket);
    return { applicable_shipping_methods: methods, default_shipping_method_id: methods[0]?.id ?? '' };
  });

  app.put('/baskets/:basketId/shipments/:shipmentId/shipping_method', { schema: setSchema }, async (request) => {
    const { basketId, shipmentId } = request.params;
    return app.database.transaction(async (tx) => {
      const basket = await loadOwnBasket(tx, request, basketId, { lock: true });
      requireShipment(shipmentId);
      if (!methodsOf(basket).some((method) => method.id === request.body.id)) {
        throw new ClientError(400, `id ${request.body.id} is not a shipping method of this basket.`);
      }
      await updateBasket(tx, basketId, { shipping_method_id: request.body.id });
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });
}

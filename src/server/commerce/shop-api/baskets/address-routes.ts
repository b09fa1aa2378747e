/**
 * PUT baskets/{id}/billing_address?use_as_shipping and PUT baskets/{id}/shipments/{shipmentId}/
 * shipping_address?use_as_billing (shell spec, section 7): the address, every field checked
 * (a fault names the field), and with the flag the other address too.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { updateBasket } from './basket-repository';
import { basketDocument } from './basket-document';
import { basketParams, basketReply, orderAddressSchema, shipmentParams } from './basket-schema';
import { loadOwnBasket } from './own-basket';
import { requireShipment } from './shipment-check';

const billingSchema = {
  params: basketParams,
  querystring: Type.Object({ use_as_shipping: Type.Optional(Type.Boolean()) }),
  body: orderAddressSchema,
  response: basketReply,
};

const shippingSchema = {
  params: shipmentParams,
  querystring: Type.Object({ use_as_billing: Type.Optional(Type.Boolean()) }),
  body: orderAddressSchema,
  response: basketReply,
};

export default async function addressRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.put('/baskets/:basketId/billing_address', { schema: billingSchema }, async (request) => {
    const { basketId } = request.params;
    const address = { ...request.body };
    return app.database.transaction(async (tx) => {
      await loadOwnBasket(tx, request, basketId, { lock: true });
      await updateBasket(tx, basketId, {
        billing_address: address,
        ...(request.query.use_as_shipping === true ? { shipping_address: address } : {}),
      });
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });

  app.put('/baskets/:basketId/shipments/:shipmentId/shipping_address', { schema: shippingSchema }, async (request) => {
    const { basketId, shipmentId } = request.params;
    const address = { ...request.body };
    return app.database.transaction(async (tx) => {
      await loadOwnBasket(tx, request, basketId, { lock: true });
      requireShipment(shipmentId);
      await updateBasket(tx, basketId, {
        shipping_address: address,
        ...(request.query.use_as_billing === true ? { billing_address: address } : {}),
      });
      return basketDocument(await loadOwnBasket(tx, request, basketId));
    });
  });
}

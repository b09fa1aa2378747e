/**
 * The shop API's baskets (shell spec, section 7; issue 17): each file one job. Who may call
 * is the access policy's check (route-policies.ts: any shopper token; the merge a signed-in
 * one); each route then finds the basket only among the caller's own (own-basket.ts).
 */
import type { FastifyInstance } from 'fastify';
import addressRoutes from './address-routes';
import basketRoute from './basket-route';
import couponRoutes from './coupon-routes';
import createBasketRoute from './create-basket-route';
import basketCustomerRoute from './customer-route';
import itemRoutes from './item-routes';
import mergeRoute from './merge-route';
import paymentInstrumentRoutes from './payment-instrument-routes';
import paymentMethodsRoute from './payment-methods-route';
import shippingMethodRoutes from './shipping-method-routes';

export default async function basketRoutes(app: FastifyInstance) {
  app.register(createBasketRoute);
  app.register(mergeRoute);
  app.register(basketRoute);
  app.register(itemRoutes);
  app.register(paymentInstrumentRoutes);
  app.register(paymentMethodsRoute);
  app.register(addressRoutes);
  app.register(shippingMethodRoutes);
  app.register(basketCustomerRoute);
  app.register(couponRoutes);
}

/** Everything under customers/:customerId, for the customer whose token it is. */
import type { FastifyInstance } from 'fastify';
import addressRoutes from './addresses/address-routes';
import customerProfileRoutes from './customer-profile-routes';
import customerOrdersRoute from './orders/customer-orders-route';
import { requireOwnCustomer } from './own-customer-hook';
import changePasswordRoute from './password/change-password-route';
import paymentInstrumentRoutes from './payment-instruments/payment-instrument-routes';

export default async function customerRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireOwnCustomer);

  app.register(customerProfileRoutes);
  app.register(changePasswordRoute);
  app.register(customerOrdersRoute);
  app.register(addressRoutes, { prefix: '/addresses' });
  app.register(paymentInstrumentRoutes, { prefix: '/payment_instruments' });
}

/** Gives every route app.paymentProcessor, opened once from the server's payment settings. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProcessorConfig } from '../../config';
import { openPaymentProcessor } from '../../payments/open-payment-processor';
import type { PaymentProcessor } from '../../payments/payment-processor';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProcessor: PaymentProcessor;
  }
}

export default fp(
  async (app: FastifyInstance, options: { paymentProcessor: PaymentProcessorConfig }) => {
    app.decorate('paymentProcessor', openPaymentProcessor(options.paymentProcessor));
  },
  { name: 'payment-processor' },
);

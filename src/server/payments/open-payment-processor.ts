/** The processor the configuration names: the embedded test processor, or one over HTTP. */
import type { PaymentProcessorConfig } from '../config';
import { createHttpPaymentProcessor } from './http-payment-processor';
import type { PaymentProcessor } from './payment-processor';
import { createTestPaymentProcessor } from './test-payment-processor';

export function openPaymentProcessor(config: PaymentProcessorConfig): PaymentProcessor {
  return config.kind === 'http'
    ? createHttpPaymentProcessor({ url: config.url, key: config.key })
    : createTestPaymentProcessor();
}

/**
 * The embedded payment processor of the demo and the tests: it knows the test cards
 * (test-cards.ts) and nothing else, takes no money, and answers a repeated charge reference
 * with its first answer, as a real processor's idempotency key does. Its token names the
 * card's behaviour and a random part; it carries no card number.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentProcessor, TokeniseResult } from './payment-processor';
import { testCards, type TestCardBehaviour } from './test-cards';

const tokenPattern = /^tok_test_(approve|card_declined|insufficient_funds)_[0-9a-f]{16}$/;

export function createTestPaymentProcessor(): PaymentProcessor {
  const charges = new Map<string, ChargeResult>();
  return {
    async tokenise(card: CardDetails): Promise<TokeniseResult> {
      const behaviour = testCards[card.number];
      if (behaviour === undefined) {
        return {
          outcome: 'refused',
          field: 'payment_card.number',
          message: 'payment_card.number is not a test card; use one of the test cards in docs/payments.md.',
        };
      }
      return { outcome: 'tokenised', token: `tok_test_${behaviour}_${randomBytes(8).toString('hex')}` };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = charges.get(request.reference);
      if (earlier !== undefined) return earlier;
      const behaviour = tokenPattern.exec(request.token)?.[1] as TestCardBehaviour | undefined;
      const result: ChargeResult =
        behaviour === 'approve'
          ? { outcome: 'approved', chargeId: `ch_test_${randomUUID()}` }
          : { outcome: 'declined', reason: behaviour ?? 'card_declined' };
      charges.set(request.reference, result);
      return result;
    },
  };
}

/**
 * The embedded test processor's cards (docs/payments.md), as payment processors' test modes
 * publish theirs: any future expiry and any three-digit security code.
 */
import type { DeclineReason } from './payment-processor';

export type TestCardBehaviour = 'approve' | DeclineReason;

export const testCards: Readonly<Record<string, TestCardBehaviour>> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

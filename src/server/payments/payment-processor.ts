/**
 * What the server asks of a payment processor (docs/payments.md): tokenise a card when it is
 * added to a basket, so the full number and security code go no further, and charge that
 * token when the basket is ordered. The embedded test processor (test-payment-processor.ts)
 * is the default; PAYMENT_PROCESSOR_URL and _KEY select a real one over HTTP
 * (http-payment-processor.ts).
 */

export interface CardDetails {
  cardType: string;
  /** Digits only. */
  number: string;
  holder: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

export type TokeniseResult =
  | { outcome: 'tokenised'; token: string }
  /** The processor refused the card itself; field names the request field at fault. */
  | { outcome: 'refused'; field: string; message: string };

export interface ChargeRequest {
  token: string;
  /** Two decimals, as text, so no cent is lost on the way. */
  amount: string;
  currency: string;
  /**
   * The basket id and its payment instrument's: a processor answers a repeated reference with
   * its first answer, never a second charge; another card on the same basket is a new attempt.
   */
  reference: string;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds';

export type ChargeResult = { outcome: 'approved'; chargeId: string } | { outcome: 'declined'; reason: DeclineReason };

export interface PaymentProcessor {
  tokenise(card: CardDetails): Promise<TokeniseResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The processor could not be asked (network, its own fault): nothing is known to be charged. */
export class PaymentProcessorUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProcessorUnavailable';
  }
}

/** What the shopper is told of a decline (issue 17): nothing was taken and no order placed. */
export const declineMessages: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined. No payment was taken and no order was placed.',
  insufficient_funds: 'Your card was declined for insufficient funds. No payment was taken and no order was placed.',
};

/**
 * A payment processor reached over HTTP (docs/payments.md has the contract): POST {url}/tokens
 * with the card, POST {url}/charges with the token, each with the key as a Bearer token and
 * JSON bodies. The key is a secret: it is sent only in the Authorization header and never
 * logged or put in an error. A charge carries its reference as the Idempotency-Key header.
 */
import {
  PaymentProcessorUnavailable,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProcessor,
  type TokeniseResult,
} from './payment-processor';

export interface HttpPaymentProcessorConfig {
  url: string;
  key: string;
  /** How long one call may take. */
  timeoutMs?: number;
}

interface ProcessorError {
  error?: { code?: string; field?: string; message?: string };
}

const cardFields: Readonly<Record<string, string>> = {
  number: 'payment_card.number',
  holder: 'payment_card.holder',
  expiration_month: 'payment_card.expiration_month',
  expiration_year: 'payment_card.expiration_year',
  security_code: 'payment_card.security_code',
  card_type: 'payment_card.card_type',
};

export function createHttpPaymentProcessor(config: HttpPaymentProcessorConfig): PaymentProcessor {
  const base = config.url.replace(/\/+$/, '');
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      const json = (await response.json().catch(() => ({}))) as unknown;
      return { status: response.status, json };
    } catch {
      throw new PaymentProcessorUnavailable(`The payment processor did not answer POST ${path}.`);
    }
  };

  return {
    async tokenise(card: CardDetails): Promise<TokeniseResult> {
      const { status, json } = await post('/tokens', {
        card: {
          card_type: card.cardType,
          number: card.number,
          holder: card.holder,
          expiration_month: card.expirationMonth,
          expiration_year: card.expirationYear,
          security_code: card.securityCode,
        },
      });
      const token = (json as { token?: unknown }).token;
      if (status === 200 && typeof token === 'string' && token !== '') return { outcome: 'tokenised', token };
      if (status === 400 || status === 402) {
        const error = (json as ProcessorError).error;
        const field = cardFields[error?.field ?? ''] ?? 'payment_card.number';
        return { outcome: 'refused', field, message: `${field} was refused by the payment processor.` };
      }
      throw new PaymentProcessorUnavailable(`The payment processor answered POST /tokens with ${status}.`);
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { status, json } = await post(
        '/charges',
        { token: request.token, amount: request.amount, currency: request.currency, reference: request.reference },
        { 'idempotency-key': request.reference },
      );
      const body = json as { id?: unknown; status?: unknown } & ProcessorError;
      if (status === 200 && body.status === 'succeeded' && typeof body.id === 'string') {
        return { outcome: 'approved', chargeId: body.id };
      }
      if (status === 402) {
        return {
          outcome: 'declined',
          reason: body.error?.code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
        };
      }
      throw new PaymentProcessorUnavailable(`The payment processor answered POST /charges with ${status}.`);
    },
  };
}

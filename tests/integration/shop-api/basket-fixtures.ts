/**
 * The purchase flow's calls for the baskets and orders tests: a basket, an item, the billing
 * address, a card and the order, each through the app as a client sends them.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../support/test-server';
import { shopPath, type TestShopper } from './shopper-fixtures';

export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
};

export const billingAddress = {
  first_name: 'Ivy',
  last_name: 'Expired',
  address1: '1 High Street',
  city: 'Coventry',
  postal_code: 'CV1 1AA',
  country_code: 'GB',
};

export function cardBody(number: string, overrides: Record<string, unknown> = {}) {
  return {
    payment_method_id: 'CREDIT_CARD',
    payment_card: {
      card_type: number.startsWith('5') ? 'Master Card' : 'Visa',
      number,
      holder: 'Ivy Expired',
      expiration_month: 12,
      expiration_year: new Date().getUTCFullYear() + 2,
      security_code: '123',
      ...overrides,
    },
  };
}

export interface BasketCalls {
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  newBasket(currency?: string): Promise<BasketBody>;
}

export interface BasketBody {
  basket_id: string;
  currency: string;
  order_total: number;
  product_total: number;
  product_sub_total: number;
  product_items: {
    item_id: string;
    product_id: string;
    quantity: number;
    price: number;
    c_subscriptionPeriod?: string;
  }[];
  payment_instruments: { payment_instrument_id: string; amount: number; payment_card: Record<string, unknown> }[];
  coupon_items: { coupon_item_id: string; code: string }[];
  [field: string]: unknown;
}

export function basketCalls(server: TestServer, shopper: TestShopper): BasketCalls {
  const call: BasketCalls['call'] = (method, path, payload) =>
    server.app.inject({
      method,
      url: shopPath(path),
      headers: shopper.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    async newBasket(currency = 'GBP') {
      const response = await call('POST', 'baskets', { currency });
      if (response.statusCode !== 200)
        throw new Error(`POST baskets answered ${response.statusCode}: ${response.body}`);
      return response.json<BasketBody>();
    },
  };
}

/** A basket with one subscription period, a billing address and a card, ready to order. */
export async function readyBasket(calls: BasketCalls, period: string, card: string): Promise<BasketBody> {
  const basket = await calls.newBasket();
  const id = basket.basket_id;
  await expectOk(
    calls.call('POST', `baskets/${id}/items`, [{ product_id: `epc-subscription-${period}`, quantity: 1 }]),
  );
  await expectOk(calls.call('PUT', `baskets/${id}/billing_address?use_as_shipping=true`, billingAddress));
  return (await expectOk(calls.call('POST', `baskets/${id}/payment_instruments`, cardBody(card)))).json<BasketBody>();
}

export async function expectOk(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const response = await pending;
  if (response.statusCode !== 200) throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  return response;
}

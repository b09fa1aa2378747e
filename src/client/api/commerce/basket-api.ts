/**
 * The shop API's basket and order calls the subscription checkout makes (shell spec, section
 * 7: POST and DELETE baskets, POST baskets/{id}/items, PUT baskets/{id}/billing_address, GET
 * baskets/{id}/payment_methods, POST and DELETE baskets/{id}/payment_instruments, POST
 * orders). Each answers the server's reply in camelCase or its refusal flagged isError with
 * the detail; a network failure rejects.
 */
import type { Basket, Order, PaymentMethodResult } from '../../../domain/commerce/basket';
import { shopRequest } from './shop-api-client';

export interface ShopTarget {
  siteId: string;
  locale: string;
}

const basketPath = (basketId: string) => `baskets/${encodeURIComponent(basketId)}`;

export function createBasket(target: ShopTarget, currency: string) {
  return shopRequest<Basket>({ ...target, method: 'post', path: 'baskets', body: { currency } });
}

export function deleteBasket(target: ShopTarget, basketId: string) {
  return shopRequest<null>({ ...target, method: 'delete', path: basketPath(basketId) });
}

export function addBasketItems(target: ShopTarget, basketId: string, items: { productId: string; quantity: number }[]) {
  return shopRequest<Basket>({ ...target, method: 'post', path: `${basketPath(basketId)}/items`, body: items });
}

export function setBillingAddress(target: ShopTarget, basketId: string, address: Record<string, string>) {
  return shopRequest<Basket>({
    ...target,
    method: 'put',
    path: `${basketPath(basketId)}/billing_address`,
    searchParams: { use_as_shipping: 'true' },
    body: address,
  });
}

export function getPaymentMethods(target: ShopTarget, basketId: string) {
  return shopRequest<PaymentMethodResult>({
    ...target,
    method: 'get',
    path: `${basketPath(basketId)}/payment_methods`,
  });
}

export function addPaymentInstrument(target: ShopTarget, basketId: string, instrument: unknown) {
  return shopRequest<Basket>({
    ...target,
    method: 'post',
    path: `${basketPath(basketId)}/payment_instruments`,
    body: instrument,
  });
}

export function removePaymentInstrument(target: ShopTarget, basketId: string, paymentInstrumentId: string) {
  return shopRequest<Basket>({
    ...target,
    method: 'delete',
    path: `${basketPath(basketId)}/payment_instruments/${encodeURIComponent(paymentInstrumentId)}`,
  });
}

export function placeOrder(target: ShopTarget, basketId: string) {
  return shopRequest<Order>({ ...target, method: 'post', path: 'orders', body: { basketId } });
}

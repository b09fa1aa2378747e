/**
 * A customer's orders (catalogue spec, sections 7 and 9: customer orders, offset 0, limit 10)
 * and one order by number (shell spec, section 7: GET orders/{orderNo}).
 */
import { customerOrdersPageSize, type Order, type OrderPage } from '../../../domain/commerce/basket';
import { checkRequiredParameters } from '../../../domain/commerce/request-checks';
import { shopRequest } from './shop-api-client';

export function getCustomerOrders(input: { siteId: string; locale: string; customerId: string; offset: number }) {
  checkRequiredParameters(input, ['siteId', 'customerId']);
  const { offset, ...target } = input;
  return shopRequest<OrderPage>({
    ...target,
    method: 'get',
    path: `customers/${encodeURIComponent(input.customerId)}/orders`,
    searchParams: { offset, limit: customerOrdersPageSize },
  });
}

export function getOrder(input: { siteId: string; locale: string; orderNo: string }) {
  return shopRequest<Order>({
    siteId: input.siteId,
    locale: input.locale,
    method: 'get',
    path: `orders/${encodeURIComponent(input.orderNo)}`,
  });
}

/**
 * The customer's order history, read a page of 10 at a time (catalogue spec, section 9), and
 * read again from the start when `version` changes (after a purchase). Show more reads the
 * next page and keeps what is shown.
 */
import { useState } from 'react';
import { customerOrdersPageSize, type Order, type OrderPage } from '../../../domain/commerce/basket';
import { isFlaggedError, type FlaggedError } from '../../../domain/commerce/commerce-reply';
import { getCustomerOrders } from '../../api/commerce/customer-orders';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useKeyedLoad } from './use-keyed-load';

export interface OrderHistory {
  state: 'loading' | 'loaded' | 'failed';
  orders: Order[];
  /** The server's reason when it refused the read. */
  problem?: string;
  hasMore: boolean;
  showMore: () => void;
}

export function useOrderHistory(customerId: string | undefined, online: boolean, version: number): OrderHistory {
  const { site, locale } = useSiteLocale();
  // How many pages are asked for; a new version or user starts again at one.
  const [pages, setPages] = useState({ of: '', count: 1 });
  const base = customerId === undefined ? undefined : `${customerId}|${version}|${site.id}|${locale.id}`;
  const count = pages.of === base ? pages.count : 1;
  const key = online && base !== undefined ? `${base}|${count}` : undefined;

  const loaded = useKeyedLoad(key, async (): Promise<OrderPage | FlaggedError> => {
    // Every page up to the one asked for, in order: a page read alone could have moved if an
    // order was placed meanwhile, so the pages are read together, each of 10.
    const orders: Order[] = [];
    let total = 0;
    for (let page = 0; page < count; page += 1) {
      const reply = await getCustomerOrders({
        siteId: site.id,
        locale: locale.id,
        customerId: customerId ?? '',
        offset: page * customerOrdersPageSize,
      });
      if (isFlaggedError(reply)) return reply;
      orders.push(...reply.data);
      total = reply.total;
    }
    return { count: orders.length, total, offset: 0, limit: customerOrdersPageSize, data: orders };
  });

  const showMore = () => setPages({ of: base ?? '', count: count + 1 });
  if (loaded.status === 'ready') {
    if (isFlaggedError(loaded.value))
      return { state: 'failed', orders: [], problem: loaded.value.message, hasMore: false, showMore };
    return {
      state: 'loaded',
      orders: loaded.value.data,
      hasMore: loaded.value.data.length < loaded.value.total,
      showMore,
    };
  }
  if (loaded.status === 'loading') {
    // The orders already shown stay while more are read, so Show more does not blank the table.
    const previous = loaded.previous !== undefined && !isFlaggedError(loaded.previous) ? loaded.previous.data : [];
    return { state: 'loading', orders: previous, hasMore: false, showMore };
  }
  return { state: 'failed', orders: [], hasMore: false, showMore };
}

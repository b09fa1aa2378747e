/**
 * What product_search and search_suggestion share: the language of the names (the locale,
 * else the site's default), and the currency of the prices (the one asked, which must be a
 * market's, else the default market's).
 */
import type { FastifyRequest } from 'fastify';
import { defaultMarket } from '../../../../domain/profile/login-flow-rules';
import { normaliseLangCode } from '../../../catalogue/catalogue-node';
import { findMarketCurrency } from '../../../pricing/find-part-prices';
import { ClientError } from '../client-error';
import { siteDefaultLocale } from '../site-default-locale';
import { isMarketCurrency } from './prices-in-currency';

export interface SearchContext {
  language: string;
  currency: string;
}

export async function searchContext(
  request: FastifyRequest,
  siteId: string,
  asked: { locale?: string | undefined; currency?: string | undefined },
): Promise<SearchContext> {
  const db = request.server.database;
  const locale = asked.locale === undefined || asked.locale === 'default' ? siteDefaultLocale(siteId) : asked.locale;
  if (asked.currency !== undefined && !(await isMarketCurrency(db, asked.currency)))
    throw new ClientError(400, `currency ${asked.currency} is not the currency of any market.`);
  const currency = asked.currency ?? (await findMarketCurrency(db, defaultMarket)) ?? 'GBP';
  return { language: normaliseLangCode(locale), currency };
}

/** The absolute URL of a shop API resource of this request's site, as the platform's links are. */
export function shopUrl(request: FastifyRequest, path: string): string {
  const base = request.url.slice(0, request.url.indexOf('/dw/shop/v21_3/') + '/dw/shop/v21_3/'.length);
  return `${request.protocol}://${request.host}${base}${path}`;
}

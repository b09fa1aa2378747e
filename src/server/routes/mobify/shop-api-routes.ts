/** /mobify/proxy/api/s/:siteId/dw/shop/v21_3/…: the shop API (customers, orders, products). */
export { default, shopApiPrefix as autoPrefix } from '../../commerce/shop-api/shop-api-routes';

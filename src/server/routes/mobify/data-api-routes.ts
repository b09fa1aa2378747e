/** /mobify/proxy/api/s/-/dw/data/v21_3/…: the data API (custom objects). */
export { default, dataApiPrefix as autoPrefix } from '../../commerce/data-api/data-api-routes';

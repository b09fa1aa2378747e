/** POST /catalogue/api/v1/priceLookup and POST /api/shopping-list/price: dealer prices. */
export { default } from '../../pricing/pricing-routes';

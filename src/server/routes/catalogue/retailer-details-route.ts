/** GET /catalogue/api/v1/retailerDetails/:id */
export { default } from '../../catalogue/retailer-details/retailer-details-route';

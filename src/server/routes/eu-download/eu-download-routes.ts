/** /eu-download/api/v1/…: the Data Download Platform (brands, vehicles by VIN, downloads, history). */
export { default, autoPrefix } from '../../eu-download/eu-download-routes';

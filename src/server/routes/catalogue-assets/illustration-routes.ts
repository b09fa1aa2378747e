/** GET /catalogue-assets/illustrations/:file and /catalogue-assets/models/:file */
export { default } from '../../catalogue/illustrations/illustration-routes';

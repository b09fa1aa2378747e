/** GET /catalogue-assets/illustrations/:file, /catalogue-assets/parts/:file and /catalogue-assets/models/:file */
export { default } from '../../catalogue/illustrations/illustration-routes';

/** POST /getPartPDF */
export { default } from '../catalogue/documents/get-part-pdf-route';

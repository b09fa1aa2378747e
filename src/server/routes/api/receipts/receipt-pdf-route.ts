/** GET /api/receipts/:orderNo */
export { default } from '../../../commerce/receipts/receipt-pdf-route';

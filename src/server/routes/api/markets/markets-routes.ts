/** GET /api/markets, /api/languages and /api/partners/:partnerId/markets */
export { default } from '../../../shell/markets/markets-routes';

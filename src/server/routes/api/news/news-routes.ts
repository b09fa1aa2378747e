/** GET /api/news, /api/news/latest and /api/news/files/:key */
export { default } from '../../../shell/news/news-routes';

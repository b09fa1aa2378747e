/** /admin/api/v1/updates and /admin/api/v1/serviceMessages: updates and service messages. */
export { default } from '../../admin/news-admin-routes';
export { adminApiPrefix as autoPrefix } from '../../admin/admin-routes';

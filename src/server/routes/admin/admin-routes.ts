/** /admin/api/v1/…: user administration. */
export { default, adminApiPrefix as autoPrefix } from '../../admin/admin-routes';

/** /admin/api/v1/…: the Users area (finding, approving, rejecting users) and the audit list. */
export { default, adminApiPrefix as autoPrefix } from '../../admin/admin-users-routes';

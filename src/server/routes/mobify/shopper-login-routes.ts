/** /mobify/proxy/shopper/auth/v1/organizations/:organizationId/oauth2/…: the shopper login (SLAS). */
export { default } from '../../commerce/shopper-login/shopper-login';

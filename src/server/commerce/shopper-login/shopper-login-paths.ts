/**
 * Where the shopper login is mounted: Salesforce SLAS's path under the commerce proxy
 * (shell spec, section 7), so the app's client works against the real service unchanged.
 */
import { commerceConfig } from '../../../config/commerce';

/** Route prefix; :organizationId is checked against the configured organisation. */
export const shopperLoginRoutePrefix = `${commerceConfig.proxyPath}/shopper/auth/v1/organizations/:organizationId/oauth2`;

/** The prefix of the configured organisation: what URLs handed to others start with. */
export const shopperLoginPath = `${commerceConfig.proxyPath}/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2`;

/** This server's redirect URI as a relying party of the identity providers. */
export const shopperLoginCallbackPath = `${shopperLoginPath}/callback`;

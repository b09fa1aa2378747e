/**
 * The written access policy of every server route (docs/access-policy.md renders it): the
 * server's access hook reads this table for each route it registers, and the authorisation
 * matrix test (tests/integration/access) is generated from it, so what is written, what is
 * enforced and what is tested are one list. Paths are Fastify's route patterns; HEAD follows
 * GET. `scope` says what a route answers once the level lets the caller in; the route folder
 * enforces it.
 */
import type { AccessLevel } from './access-levels';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RoutePolicy {
  method: RouteMethod;
  path: string;
  access: AccessLevel;
  scope?: string;
}

const shopperLogin = '/mobify/proxy/api/shopper/auth/v1/organizations/:organizationId/oauth2';
const shopApi = '/mobify/proxy/api/s/:siteId/dw/shop/v21_3';
const dataApi = '/mobify/proxy/api/s/-/dw/data/v21_3';
const einstein = '/mobify/proxy/einstein/v3';

const ownCustomer = 'own customer only (the token’s customer id)';
const recordRules =
  'per record (custom-object-access.ts): own EPCUsers record (not the access and billing fields; c_epcUserMarket one of the caller’s market choices), EPCShoplist by key only, news read by all and written by internal admins, reference data read by approved users; admins all else';
const ownVisitor = 'own history only: userId is the caller’s customer id, cookieId the caller’s usid or customer id';
const ownDealerPrices =
  'own dealer and market only: dealerCode is the caller’s (jlr_internal for internal users), market one of the caller’s market choices; availability is that dealer’s stock';

const ownDealerUsers =
  'a retailer admin only their own dealer’s users (another dealer is 403); an internal admin anyone';

// The Users area and the audit list of the admin page (issue 16).
const adminUsersRoutes: RoutePolicy[] = [
  { method: 'GET', path: '/admin/api/v1/users', access: 'admin', scope: ownDealerUsers },
  {
    method: 'POST',
    path: '/admin/api/v1/user/updateUserStatus',
    access: 'admin',
    scope: `${ownDealerUsers}; never the caller themselves`,
  },
  {
    method: 'GET',
    path: '/admin/api/v1/audit',
    access: 'admin',
    scope: 'a retailer admin only their own dealer’s entries; an internal admin all',
  },
];

const identityProviderRoutes = (['corporate', 'retailer', 'third-party'] as const).flatMap((kind): RoutePolicy[] => [
  { method: 'GET', path: `/idp/${kind}/.well-known/openid-configuration`, access: 'public' },
  { method: 'GET', path: `/idp/${kind}/jwks`, access: 'public' },
  { method: 'GET', path: `/idp/${kind}/authorize`, access: 'public', scope: 'the provider’s own sign-in form' },
  { method: 'POST', path: `/idp/${kind}/authorize`, access: 'public', scope: 'the provider’s own sign-in form' },
  { method: 'POST', path: `/idp/${kind}/token`, access: 'public', scope: 'the provider’s client secret' },
  { method: 'GET', path: `/idp/${kind}/userinfo`, access: 'public', scope: 'the provider’s own access token' },
]);

// Only the third-party provider takes new accounts (src/server/idp/provider-people.ts).
const signUpRoutes: RoutePolicy[] = [
  { method: 'GET', path: '/idp/third-party/signup', access: 'public', scope: 'the provider’s own account form' },
  { method: 'POST', path: '/idp/third-party/signup', access: 'public', scope: 'the provider’s own account form' },
];

const ownDealerRates =
  'a retailer admin only their own dealer’s records in their own markets; an internal admin any dealer’s (jlr_internal and default included) in any market';
const marketPrices = 'internal admins only: a market’s prices are the same for every dealer';

// Tax rates, discount rates and codes, and price files (issue 16).
const adminRatesRoutes: RoutePolicy[] = [
  { method: 'POST', path: '/admin/api/v1/taxRates', access: 'admin', scope: ownDealerRates },
  { method: 'GET', path: '/admin/api/v1/taxRates', access: 'admin', scope: ownDealerRates },
  { method: 'POST', path: '/admin/api/v1/discountCodes', access: 'admin', scope: ownDealerRates },
  { method: 'GET', path: '/admin/api/v1/discountCodes', access: 'admin', scope: ownDealerRates },
  { method: 'POST', path: '/admin/api/v1/prices/preview', access: 'internal-admin', scope: marketPrices },
  { method: 'POST', path: '/admin/api/v1/prices/apply', access: 'internal-admin', scope: marketPrices },
];

const catalogueWide = 'internal admins only: updates and service messages reach every dealer’s users';
const fileArea =
  'the admin’s own file area only (an internal admin updates/ and images/, a retailer admin dealers/<own dealer>/); filePath checked for traversal; no overwrite';

// Updates, service messages and the file storage (issue 16).
const adminNewsRoutes: RoutePolicy[] = [
  { method: 'GET', path: '/admin/api/v1/updates', access: 'admin', scope: 'every update; the same for every admin' },
  { method: 'POST', path: '/admin/api/v1/updates', access: 'internal-admin', scope: catalogueWide },
  { method: 'PUT', path: '/admin/api/v1/updates/:id', access: 'internal-admin', scope: catalogueWide },
  { method: 'DELETE', path: '/admin/api/v1/updates/:id', access: 'internal-admin', scope: catalogueWide },
  {
    method: 'GET',
    path: '/admin/api/v1/serviceMessages',
    access: 'admin',
    scope: 'every service message; the same for every admin',
  },
  { method: 'POST', path: '/admin/api/v1/serviceMessages', access: 'internal-admin', scope: catalogueWide },
  { method: 'PUT', path: '/admin/api/v1/serviceMessages/:id', access: 'internal-admin', scope: catalogueWide },
  { method: 'DELETE', path: '/admin/api/v1/serviceMessages/:id', access: 'internal-admin', scope: catalogueWide },
  { method: 'POST', path: '/upload', access: 'admin', scope: `pictures; ${fileArea}` },
  { method: 'POST', path: '/uploadFile', access: 'admin', scope: `PDFs; ${fileArea}` },
  {
    method: 'POST',
    path: '/deleteFile',
    access: 'admin',
    scope: `${fileArea}; an update’s own file only with its update`,
  },
];

// The Data Download Platform at /eu-legislation (issue 17; docs/eu-download.md).
const euDownload = '/eu-download/api/v1';
const euDownloadRoutes: RoutePolicy[] = [
  { method: 'GET', path: `${euDownload}/brands`, access: 'data-download' },
  { method: 'GET', path: `${euDownload}/vehicles/:vin`, access: 'data-download' },
  {
    method: 'GET',
    path: `${euDownload}/download`,
    access: 'data-download',
    scope: 'prices of the caller’s own market; recorded in the caller’s own history',
  },
  { method: 'GET', path: `${euDownload}/history`, access: 'data-download', scope: 'own downloads only' },
];

// Content, sessions, promotions, gift certificates and product search of the shop API (issue 17).
const shopContentRoutes: RoutePolicy[] = [
  {
    method: 'GET',
    path: `${shopApi}/content/:contentId`,
    access: 'shopper',
    scope: 'published content assets, the same for every caller',
  },
  {
    method: 'POST',
    path: `${shopApi}/sessions`,
    access: 'shopper',
    scope: 'a session of the token’s own customer only',
  },
  { method: 'GET', path: `${shopApi}/promotions`, access: 'shopper', scope: 'enabled promotions only' },
  { method: 'GET', path: `${shopApi}/promotions/*`, access: 'shopper', scope: 'enabled promotions only' },
  {
    method: 'POST',
    path: `${shopApi}/gift_certificate`,
    access: 'shopper',
    scope: 'the certificate of the code given, masked; unknown codes limited per address and customer',
  },
  { method: 'GET', path: `${shopApi}/product_search`, access: 'shopper' },
  { method: 'GET', path: `${shopApi}/search_suggestion`, access: 'shopper' },
];

// Baskets and orders of the shop API (issue 17): a basket is the token's customer's only;
// another's is answered as one that does not exist (404). Subscription items are for the
// subscriber level only, checked by the route (refusals.notTrueIndependent).
const basket = `${shopApi}/baskets/:basketId`;
const ownBasket = 'own baskets only (the token’s customer id); another’s is 404';
const basketRoutes: RoutePolicy[] = [
  { method: 'POST', path: `${shopApi}/baskets`, access: 'shopper', scope: 'a basket of the token’s own customer' },
  {
    method: 'POST',
    path: `${shopApi}/baskets/actions/merge`,
    access: 'signed-in',
    scope: 'the guest basket of the caller’s own shopper session into the caller’s own basket',
  },
  { method: 'GET', path: basket, access: 'shopper', scope: ownBasket },
  { method: 'PATCH', path: basket, access: 'shopper', scope: ownBasket },
  { method: 'DELETE', path: basket, access: 'shopper', scope: ownBasket },
  {
    method: 'POST',
    path: `${basket}/items`,
    access: 'shopper',
    scope: `${ownBasket}; a subscription item only for the subscriber level`,
  },
  { method: 'PATCH', path: `${basket}/items/:itemId`, access: 'shopper', scope: ownBasket },
  { method: 'DELETE', path: `${basket}/items/:itemId`, access: 'shopper', scope: ownBasket },
  {
    method: 'POST',
    path: `${basket}/payment_instruments`,
    access: 'shopper',
    scope: `${ownBasket}; the card is tokenised, never stored`,
  },
  { method: 'DELETE', path: `${basket}/payment_instruments/:paymentInstrumentId`, access: 'shopper', scope: ownBasket },
  { method: 'GET', path: `${basket}/payment_methods`, access: 'shopper', scope: ownBasket },
  { method: 'GET', path: `${basket}/shipments/:shipmentId/shipping_methods`, access: 'shopper', scope: ownBasket },
  { method: 'PUT', path: `${basket}/billing_address`, access: 'shopper', scope: ownBasket },
  { method: 'PUT', path: `${basket}/shipments/:shipmentId/shipping_address`, access: 'shopper', scope: ownBasket },
  { method: 'PUT', path: `${basket}/shipments/:shipmentId/shipping_method`, access: 'shopper', scope: ownBasket },
  { method: 'PUT', path: `${basket}/customer`, access: 'shopper', scope: ownBasket },
  { method: 'POST', path: `${basket}/coupons`, access: 'shopper', scope: ownBasket },
  { method: 'DELETE', path: `${basket}/coupons/:couponItemId`, access: 'shopper', scope: ownBasket },
  {
    method: 'POST',
    path: `${shopApi}/orders`,
    access: 'shopper',
    scope: `${ownBasket}; a subscription only for the subscriber level; charged once`,
  },
];

export const routePolicies: readonly RoutePolicy[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/client-config', access: 'public' },
  {
    method: 'POST',
    path: '/api/demo/reset',
    access: 'public',
    scope:
      'demo mode only (embedded database and identity providers, whose people and password are published): 404 otherwise',
  },
  { method: 'GET', path: '/locales/:fileName', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/json', access: 'public' },
  { method: 'GET', path: '/api/docs/yaml', access: 'public' },
  { method: 'GET', path: '/api/docs/static/index.html', access: 'public' },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', access: 'public' },
  { method: 'GET', path: '/api/docs/static/*', access: 'public' },
  ...identityProviderRoutes,
  ...signUpRoutes,
  { method: 'GET', path: `${shopperLogin}/authorize`, access: 'public', scope: 'OAuth2 client id and PKCE' },
  { method: 'GET', path: `${shopperLogin}/callback`, access: 'public', scope: 'the pending login’s state' },
  { method: 'POST', path: `${shopperLogin}/login`, access: 'public', scope: 'the customer’s password' },
  {
    method: 'POST',
    path: `${shopperLogin}/token`,
    access: 'public',
    scope: 'the grant’s code and verifier, or refresh token',
  },
  { method: 'GET', path: `${shopperLogin}/logout`, access: 'public', scope: 'the refresh token it revokes' },
  {
    method: 'GET',
    path: `${shopperLogin}/userinfo`,
    access: 'public',
    scope: 'the shopper login’s own check: a registered access token, its own customer only',
  },
  { method: 'GET', path: `${shopperLogin}/jwks`, access: 'public' },
  {
    method: 'GET',
    path: '/catalogue/api/v1/retailerDetails/:id',
    access: 'approved',
    scope: 'own user id; a retailer admin their own dealer’s employees; an internal admin anyone',
  },
  { method: 'POST', path: '/catalogue/api/v1/nextLevelHierarchies', access: 'catalogue' },
  { method: 'POST', path: '/catalogue/api/v1/sectionBundle', access: 'catalogue' },
  { method: 'POST', path: '/catalogue/api/v1/vehicleDownload', access: 'catalogue' },
  {
    method: 'POST',
    path: '/part/api/v1/partDetails',
    access: 'catalogue',
    scope: 'no prices: dealerCode and market are not read',
  },
  { method: 'POST', path: '/catalogue/api/v1/vehicleConfig/vinDecode', access: 'catalogue' },
  { method: 'POST', path: '/catalogue/api/v1/search', access: 'catalogue' },
  { method: 'GET', path: '/catalogue-assets/illustrations/:file', access: 'catalogue' },
  { method: 'GET', path: '/catalogue-assets/parts/:file', access: 'catalogue' },
  {
    method: 'GET',
    path: '/catalogue-assets/models/:file',
    access: 'public',
    scope: 'model pictures of the home page, no catalogue data',
  },
  { method: 'POST', path: '/getPartPDF', access: 'catalogue' },
  {
    method: 'POST',
    path: '/fetch-shopping-list',
    access: 'approved',
    scope: 'own list only (by key); another userId answers the empty result',
  },
  {
    method: 'POST',
    path: '/api/sync/operations',
    access: 'approved',
    scope: 'own list, notes and bookmarks only, whatever the operations say',
  },
  { method: 'POST', path: '/catalogue/api/v1/priceLookup', access: 'prices', scope: ownDealerPrices },
  {
    method: 'POST',
    path: '/api/shopping-list/price',
    access: 'prices',
    scope: 'the caller’s own dealer; market one of the caller’s market choices',
  },
  {
    method: 'POST',
    path: '/dealer-service/GetToken',
    access: 'public',
    scope: 'the external dealer service’s stand-in, reached through /edix',
  },
  { method: 'POST', path: '/dealer-service/LoginDealers', access: 'public', scope: 'the dealer service’s own token' },
  { method: 'GET', path: '/dealer-ordering', access: 'public', scope: 'the dealer service’s login token' },
  { method: 'GET', path: '/edix', access: 'catalogue', scope: 'configured dealer services only' },
  { method: 'POST', path: `${shopApi}/customers`, access: 'shopper', scope: 'registers a new customer' },
  {
    method: 'POST',
    path: '/registration/api/v1/register',
    access: 'shopper',
    scope: 'a guest token and a valid, unused registration ticket; registers only the identity the ticket names',
  },
  {
    method: 'POST',
    path: `${shopApi}/customers/password_reset`,
    access: 'shopper',
    scope: 'the token goes to the customer’s mailbox',
  },
  {
    method: 'POST',
    path: `${shopApi}/customers/password_reset/confirm`,
    access: 'shopper',
    scope: 'the mailed reset token',
  },
  { method: 'GET', path: `${shopApi}/customers/:customerId`, access: 'shopper', scope: ownCustomer },
  { method: 'PATCH', path: `${shopApi}/customers/:customerId`, access: 'signed-in', scope: ownCustomer },
  { method: 'PUT', path: `${shopApi}/customers/:customerId/password`, access: 'signed-in', scope: ownCustomer },
  { method: 'GET', path: `${shopApi}/customers/:customerId/orders`, access: 'shopper', scope: ownCustomer },
  { method: 'GET', path: `${shopApi}/customers/:customerId/addresses`, access: 'signed-in', scope: ownCustomer },
  { method: 'POST', path: `${shopApi}/customers/:customerId/addresses`, access: 'signed-in', scope: ownCustomer },
  {
    method: 'PATCH',
    path: `${shopApi}/customers/:customerId/addresses/:addressName`,
    access: 'signed-in',
    scope: ownCustomer,
  },
  {
    method: 'DELETE',
    path: `${shopApi}/customers/:customerId/addresses/:addressName`,
    access: 'signed-in',
    scope: ownCustomer,
  },
  {
    method: 'POST',
    path: `${shopApi}/customers/:customerId/payment_instruments`,
    access: 'signed-in',
    scope: ownCustomer,
  },
  {
    method: 'DELETE',
    path: `${shopApi}/customers/:customerId/payment_instruments/:paymentInstrumentId`,
    access: 'signed-in',
    scope: ownCustomer,
  },
  { method: 'GET', path: `${shopApi}/orders/:orderNo`, access: 'shopper', scope: 'own orders only' },
  { method: 'GET', path: `${shopApi}/products/*`, access: 'shopper' },
  ...shopContentRoutes,
  ...basketRoutes,
  { method: 'POST', path: `${dataApi}/custom_objects_search/:type`, access: 'shopper', scope: recordRules },
  { method: 'GET', path: `${dataApi}/custom_objects/:type/:key`, access: 'shopper', scope: recordRules },
  { method: 'PUT', path: `${dataApi}/custom_objects/:type/:key`, access: 'signed-in', scope: recordRules },
  { method: 'PATCH', path: `${dataApi}/custom_objects/:type/:key`, access: 'signed-in', scope: recordRules },
  { method: 'DELETE', path: `${dataApi}/custom_objects/:type/:key`, access: 'signed-in', scope: recordRules },
  {
    method: 'GET',
    path: `${dataApi}/site_preferences/preference_groups/:group/:environment/preferences/:name`,
    access: 'shopper',
    scope: 'the sites’ shared settings, the same for every caller',
  },
  ...adminUsersRoutes,
  {
    method: 'POST',
    path: '/admin/api/v1/user/updateUserDetails',
    access: 'admin',
    scope: 'a retailer admin only users of their own dealer (and only into it); an internal admin anyone',
  },
  ...adminRatesRoutes,
  { method: 'POST', path: `${einstein}/activities/:siteId/viewProduct`, access: 'shopper', scope: ownVisitor },
  { method: 'POST', path: `${einstein}/activities/:siteId/viewReco`, access: 'shopper', scope: ownVisitor },
  { method: 'POST', path: `${einstein}/activities/:siteId/clickReco`, access: 'shopper', scope: ownVisitor },
  { method: 'POST', path: `${einstein}/activities/:siteId/addToCart`, access: 'shopper', scope: ownVisitor },
  { method: 'GET', path: `${einstein}/personalization/recommenders/:siteId`, access: 'shopper' },
  {
    method: 'POST',
    path: `${einstein}/personalization/recs/:siteId/:recommender`,
    access: 'shopper',
    scope: ownVisitor,
  },
  {
    method: 'POST',
    path: `${einstein}/personalization/:siteId/zones/:zone/recs`,
    access: 'shopper',
    scope: ownVisitor,
  },
  { method: 'GET', path: '/api/markets', access: 'public' },
  { method: 'GET', path: '/api/languages', access: 'public' },
  { method: 'GET', path: '/api/partners/:partnerId/markets', access: 'signed-in' },
  { method: 'GET', path: '/api/policy-documents/:name', access: 'public' },
  { method: 'GET', path: '/api/news', access: 'shopper' },
  { method: 'GET', path: '/api/news/latest', access: 'shopper' },
  { method: 'GET', path: '/api/news/files/:key', access: 'shopper' },
  {
    method: 'GET',
    path: '/api/receipts/:orderNo',
    access: 'signed-in',
    scope: 'own orders only (the token’s customer id); another’s is 404',
  },
  { method: 'GET', path: '/api/service-message', access: 'shopper' },
  ...adminNewsRoutes,
  ...euDownloadRoutes,
  { method: 'GET', path: '/*', access: 'public', scope: 'the built app’s own files (when built)' },
];

/**
 * The policy of a registered route, or undefined when the table lacks it. HEAD is read as GET,
 * and a prefixed plugin's root route ('/prefix/') as its prefix, as Fastify serves both.
 */
export function findRoutePolicy(method: string, path: string): RoutePolicy | undefined {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  const asPath = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return routePolicies.find((policy) => policy.method === asMethod && policy.path === asPath);
}

/**
 * A request for each route of the access policy, as a caller who may use it would send it:
 * own ids, own dealer, own session, bodies the route accepts. So an allowed cell of the
 * matrix shows the route's own answer rather than a scoping refusal, and a refused cell
 * shows that the level stopped the caller before anything else.
 */
import type { InjectOptions } from 'fastify';
import { commerceConfig } from '../../../src/config/commerce';
import { policyDealerCode } from '../../../src/domain/access/policy-principals';
import type { RoutePolicy } from '../../../src/domain/access/route-policies';
import type { PolicyCaller } from './policy-callers';

export interface SampleContext {
  caller: PolicyCaller;
  /** A user of the policy dealer an admin may manage. */
  managedUserId: string;
}

type Sample = (context: SampleContext) => { url: string; payload?: object; headers?: Record<string, string> };

const shopApi = '/mobify/proxy/api/s/arden/dw/shop/v21_3';
const dataApi = '/mobify/proxy/api/s/-/dw/data/v21_3';
const shopperLogin = `/mobify/proxy/api/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2`;
const einstein = '/mobify/proxy/einstein/v3';
const recoUUID = '0b6f3c52-2f1e-4d5a-9b7e-3f8e2a1c4d10';
const clientId = { 'x-cq-client-id': commerceConfig.clientId };
const ownList = ({ caller }: SampleContext) => ({ key_value_string: caller.userId, c_shoplistJSON: [] });

const samplePriceFile = {
  marketCode: 'GB',
  format: 'csv',
  content: 'partNumber,unitPrice,taxCode,discountCode\nPOLICY-SAMPLE-1,1.00,S,A\n',
};

/** An update whose PDF was never uploaded (400), a switched-off service message. */
const sampleUpdate = { c_name: 'Matrix sample', c_languageCode: 'en-GB', c_filePath: 'updates/matrix-none.pdf' };
const sampleMessage = { c_status: false, c_languageCode: 'en-GB', c_messageContent: 'Matrix sample' };
const ownFileArea = (caller: PolicyCaller) =>
  caller.principal.kind === 'user' && caller.principal.profile?.c_epcUserType === 'internal'
    ? 'images/'
    : `dealers/${policyDealerCode}/`;

const samples: Record<string, Sample> = {
  // The matrix's server starts from a seeded template without the first start's snapshot, so
  // each allowed cell gets the reset's 409 and no cell wipes another principal's records.
  'POST /api/demo/reset': () => ({ url: '/api/demo/reset' }),
  'GET /locales/:fileName': () => ({ url: '/locales/en-GB.json' }),
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/index.css' }),
  'GET /catalogue/api/v1/retailerDetails/:id': ({ caller }) => ({
    url: `/catalogue/api/v1/retailerDetails/${caller.userId}`,
  }),
  'POST /catalogue/api/v1/nextLevelHierarchies': () => ({
    url: '/catalogue/api/v1/nextLevelHierarchies',
    payload: { catHieId: 'arden' },
  }),
  'POST /catalogue/api/v1/sectionBundle': () => ({
    url: '/catalogue/api/v1/sectionBundle',
    payload: { catHieId: 'corvid-rv18-2024-m01' },
  }),
  'POST /catalogue/api/v1/vehicleDownload': () => ({
    url: '/catalogue/api/v1/vehicleDownload',
    payload: { catHieId: 'corvid-rv18-2024' },
  }),
  'POST /part/api/v1/partDetails': () => ({ url: '/part/api/v1/partDetails', payload: { apns: ['SB21-9G546-AA'] } }),
  'POST /catalogue/api/v1/vehicleConfig/vinDecode': () => ({
    url: '/catalogue/api/v1/vehicleConfig/vinDecode',
    payload: { vin: 'SARSB21D1NH000001' },
  }),
  'POST /catalogue/api/v1/search': () => ({
    url: '/catalogue/api/v1/search',
    payload: { catHieId: 'arden', searchCat: 'description', searchTerm: 'brake' },
  }),
  'GET /catalogue-assets/illustrations/:file': () => ({
    url: '/catalogue-assets/illustrations/corvid-rv18-2024-m01-n02-p3.svg',
  }),
  'GET /catalogue-assets/parts/:file': () => ({ url: '/catalogue-assets/parts/SB21-9G546-AA.svg' }),
  'GET /catalogue-assets/models/:file': () => ({ url: '/catalogue-assets/models/rv18.svg' }),
  'POST /getPartPDF': () => ({ url: '/getPartPDF', payload: { epcPartFileRef: 'no-such-document' } }),
  'POST /fetch-shopping-list': ({ caller }) => ({
    url: '/fetch-shopping-list',
    payload: { customerType: 'registered', customerRole: 'user', userId: caller.userId, location: 'GB' },
  }),
  'POST /api/sync/operations': () => ({ url: '/api/sync/operations', payload: { operations: [] } }),
  'POST /catalogue/api/v1/priceLookup': () => ({
    url: '/catalogue/api/v1/priceLookup',
    payload: { dealerCode: '', apn: 'SB21-9G546-AA' },
  }),
  'POST /api/shopping-list/price': () => ({ url: '/api/shopping-list/price', payload: { lines: [] } }),
  'GET /edix': () => ({
    url: `/edix?${new URLSearchParams({ url: 'http://localhost/dealer-service', endpoint: '/GetToken' }).toString()}`,
  }),
  [`GET ${shopperLogin.replace(commerceConfig.organizationId, ':organizationId')}/userinfo`]: () => ({
    url: `${shopperLogin}/userinfo`,
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}`,
  }),
  'PATCH /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}`,
    payload: {},
  }),
  'PUT /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/password': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/password`,
    payload: {},
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/orders': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/orders`,
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/addresses': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/addresses`,
  }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/addresses': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/addresses`,
    payload: {},
  }),
  'PATCH /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/addresses/:addressName': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/addresses/home`,
    payload: {},
  }),
  'DELETE /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/addresses/:addressName': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/addresses/home`,
  }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/payment_instruments': ({ caller }) => ({
    url: `${shopApi}/customers/${caller.customerId}/payment_instruments`,
    payload: {},
  }),
  'DELETE /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/:customerId/payment_instruments/:paymentInstrumentId': ({
    caller,
  }) => ({ url: `${shopApi}/customers/${caller.customerId}/payment_instruments/none` }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/orders/:orderNo': () => ({ url: `${shopApi}/orders/00000000` }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/products/*': () => ({ url: `${shopApi}/products/(SB21-9G546-AA)` }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers': () => ({ url: `${shopApi}/customers`, payload: {} }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/content/:contentId': () => ({
    url: `${shopApi}/content/eu-2018-858-compliance?locale=fr-FR`,
  }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/sessions': () => ({ url: `${shopApi}/sessions` }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/promotions': () => ({
    url: `${shopApi}/promotions?campaign_id=epc-subscriptions-2026`,
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/promotions/*': () => ({
    url: `${shopApi}/promotions/(epc-day-pass,epc-year-for-ten-months)`,
  }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/gift_certificate': () => ({
    url: `${shopApi}/gift_certificate`,
    payload: { gift_certificate_code: 'GCEPC50GBP7K2M' },
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/product_search': () => ({
    url: `${shopApi}/product_search?q=brake&currency=GBP`,
  }),
  'GET /mobify/proxy/api/s/:siteId/dw/shop/v21_3/search_suggestion': () => ({
    url: `${shopApi}/search_suggestion?q=brak&currency=EUR`,
  }),
  'POST /registration/api/v1/register': () => ({ url: '/registration/api/v1/register', payload: {} }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/password_reset': () => ({
    url: `${shopApi}/customers/password_reset`,
    payload: {},
  }),
  'POST /mobify/proxy/api/s/:siteId/dw/shop/v21_3/customers/password_reset/confirm': () => ({
    url: `${shopApi}/customers/password_reset/confirm`,
    payload: {},
  }),
  [`POST ${dataApi}/custom_objects_search/:type`]: () => ({
    url: `${dataApi}/custom_objects_search/EpcUpdates`,
    payload: { query: { match_all_query: {} } },
  }),
  [`GET ${dataApi}/custom_objects/:type/:key`]: () => ({ url: `${dataApi}/custom_objects/EpcUpdates/no-such-news` }),
  [`GET ${dataApi}/site_preferences/preference_groups/:group/:environment/preferences/:name`]: () => ({
    url: `${dataApi}/site_preferences/preference_groups/EPC/production/preferences/epcPaymentsGroupName`,
  }),
  [`PUT ${dataApi}/custom_objects/:type/:key`]: (context) => ({
    url: `${dataApi}/custom_objects/EPCShoplist/${context.caller.userId}`,
    payload: ownList(context),
  }),
  [`PATCH ${dataApi}/custom_objects/:type/:key`]: (context) => ({
    url: `${dataApi}/custom_objects/EPCShoplist/${context.caller.userId}`,
    payload: ownList(context),
  }),
  [`DELETE ${dataApi}/custom_objects/:type/:key`]: ({ caller }) => ({
    url: `${dataApi}/custom_objects/EPCShoplist/${caller.userId}`,
  }),
  'GET /admin/api/v1/users': () => ({ url: `/admin/api/v1/users?dealer=${policyDealerCode}&limit=5` }),
  'POST /admin/api/v1/user/updateUserStatus': ({ managedUserId }) => ({
    url: '/admin/api/v1/user/updateUserStatus',
    payload: { userId: managedUserId, userStatus: 'approved' },
  }),
  'GET /admin/api/v1/audit': () => ({ url: '/admin/api/v1/audit?limit=5' }),
  'POST /admin/api/v1/user/updateUserDetails': ({ caller, managedUserId }) => ({
    url: '/admin/api/v1/user/updateUserDetails',
    payload: {
      userId: managedUserId,
      userRole: 'user',
      userType: 'retailer',
      retailerId: policyDealerCode,
      createdBy: caller.userId,
      updatedBy: caller.userId,
    },
  }),
  'POST /admin/api/v1/taxRates': ({ caller }) => ({
    url: '/admin/api/v1/taxRates',
    payload: {
      updatedBy: caller.userId,
      createdBy: caller.userId,
      marketCode: 'GB',
      dealerCodes: [policyDealerCode],
      taxRates: [{ taxCode: 'S', taxRate: '20' }],
    },
  }),
  'GET /admin/api/v1/taxRates': () => ({ url: `/admin/api/v1/taxRates?marketCode=GB&dealerCode=${policyDealerCode}` }),
  'POST /admin/api/v1/discountCodes': ({ caller }) => ({
    url: '/admin/api/v1/discountCodes',
    payload: {
      updatedBy: caller.userId,
      marketCode: 'GB',
      dealerCodes: [policyDealerCode],
      discountRates: [{ discountCode: 'A', market: 'GB', discountType: 'default', discountRate: '10' }],
    },
  }),
  'GET /admin/api/v1/discountCodes': () => ({
    url: `/admin/api/v1/discountCodes?marketCode=GB&dealerCode=${policyDealerCode}`,
  }),
  'POST /admin/api/v1/prices/preview': () => ({ url: '/admin/api/v1/prices/preview', payload: samplePriceFile }),
  'POST /admin/api/v1/prices/apply': () => ({ url: '/admin/api/v1/prices/apply', payload: samplePriceFile }),
  'GET /admin/api/v1/updates': () => ({ url: '/admin/api/v1/updates?limit=5' }),
  'POST /admin/api/v1/updates': () => ({ url: '/admin/api/v1/updates', payload: sampleUpdate }),
  'PUT /admin/api/v1/updates/:id': () => ({ url: '/admin/api/v1/updates/update-unknown', payload: sampleUpdate }),
  'DELETE /admin/api/v1/updates/:id': () => ({ url: '/admin/api/v1/updates/update-unknown' }),
  'GET /admin/api/v1/serviceMessages': () => ({ url: '/admin/api/v1/serviceMessages?limit=5' }),
  'POST /admin/api/v1/serviceMessages': () => ({ url: '/admin/api/v1/serviceMessages', payload: sampleMessage }),
  'PUT /admin/api/v1/serviceMessages/:id': () => ({
    url: '/admin/api/v1/serviceMessages/service-message-unknown',
    payload: sampleMessage,
  }),
  'DELETE /admin/api/v1/serviceMessages/:id': () => ({ url: '/admin/api/v1/serviceMessages/service-message-unknown' }),
  // Not multipart: the routes' own 415, past the policy.
  'POST /upload': () => ({ url: '/upload', payload: {} }),
  'POST /uploadFile': () => ({ url: '/uploadFile', payload: {} }),
  'POST /deleteFile': ({ caller }) => ({ url: '/deleteFile', payload: { filePath: `${ownFileArea(caller)}none.png` } }),
  [`POST ${einstein}/activities/:siteId/viewProduct`]: ({ caller }) => ({
    url: `${einstein}/activities/arden/viewProduct`,
    headers: clientId,
    payload: { product: { id: 'P-1' }, cookieId: caller.usid },
  }),
  [`POST ${einstein}/activities/:siteId/viewReco`]: ({ caller }) => ({
    url: `${einstein}/activities/arden/viewReco`,
    headers: clientId,
    payload: { recommenderName: 'often-bought-together', recoUUID, products: [{ id: 'P-1' }], cookieId: caller.usid },
  }),
  [`POST ${einstein}/activities/:siteId/clickReco`]: ({ caller }) => ({
    url: `${einstein}/activities/arden/clickReco`,
    headers: clientId,
    payload: { recommenderName: 'often-bought-together', recoUUID, product: { id: 'P-1' }, cookieId: caller.usid },
  }),
  [`POST ${einstein}/activities/:siteId/addToCart`]: ({ caller }) => ({
    url: `${einstein}/activities/arden/addToCart`,
    headers: clientId,
    payload: { products: [{ id: 'P-1' }], cookieId: caller.usid },
  }),
  [`GET ${einstein}/personalization/recommenders/:siteId`]: () => ({
    url: `${einstein}/personalization/recommenders/arden`,
    headers: clientId,
  }),
  [`POST ${einstein}/personalization/recs/:siteId/:recommender`]: ({ caller }) => ({
    url: `${einstein}/personalization/recs/arden/often-bought-together`,
    headers: clientId,
    payload: { products: [{ id: 'P-1' }], cookieId: caller.usid },
  }),
  [`POST ${einstein}/personalization/:siteId/zones/:zone/recs`]: ({ caller }) => ({
    url: `${einstein}/personalization/arden/zones/shopping-list/recs`,
    headers: clientId,
    payload: { products: [{ id: 'P-1' }], cookieId: caller.usid },
  }),
  'GET /api/partners/:partnerId/markets': () => ({ url: `/api/partners/${policyDealerCode}/markets` }),
  'GET /api/policy-documents/:name': () => ({ url: '/api/policy-documents/privacy-policy' }),
  // Baskets (issue 17): a basket id no one has, so an allowed caller gets the route's own 404.
  ...basketSamples(),
  'GET /api/news': () => ({ url: '/api/news?language=en-GB' }),
  'GET /api/news/latest': () => ({ url: '/api/news/latest?language=en-GB' }),
  'GET /api/news/files/:key': () => ({ url: '/api/news/files/no-such-file' }),
  'GET /api/receipts/:orderNo': () => ({ url: '/api/receipts/00000000?langCode=ja-JP&timeZone=Asia%2FTokyo' }),
  'GET /eu-download/api/v1/vehicles/:vin': () => ({ url: '/eu-download/api/v1/vehicles/SARSB21D1NH000001' }),
  'GET /eu-download/api/v1/download': () => ({
    url: '/eu-download/api/v1/download?catHieId=corvid-rv18-2024&dataset=documents&format=json',
  }),
  'GET /api/service-message': () => ({ url: '/api/service-message?language=en-GB' }),
};

function basketSamples(): Record<string, Sample> {
  const policyBasket = `${shopApi.replace('arden', ':siteId')}/baskets/:basketId`;
  const basket = `${shopApi}/baskets/matrix-none`;
  const address = {
    first_name: 'Jo',
    last_name: 'Bloggs',
    address1: '1 High St',
    city: 'Leeds',
    postal_code: 'LS1 1AA',
    country_code: 'GB',
  };
  const card = {
    payment_method_id: 'CREDIT_CARD',
    payment_card: {
      card_type: 'Visa',
      number: '4242424242424242',
      holder: 'Jo Bloggs',
      expiration_month: 12,
      expiration_year: 2099,
      security_code: '123',
    },
  };
  const shopApiPattern = shopApi.replace('arden', ':siteId');
  return {
    [`POST ${shopApiPattern}/baskets`]: () => ({ url: `${shopApi}/baskets`, payload: { currency: 'GBP' } }),
    [`POST ${shopApiPattern}/baskets/actions/merge`]: () => ({ url: `${shopApi}/baskets/actions/merge` }),
    [`GET ${policyBasket}`]: () => ({ url: basket }),
    [`PATCH ${policyBasket}`]: () => ({ url: basket, payload: { currency: 'GBP' } }),
    [`DELETE ${policyBasket}`]: () => ({ url: basket }),
    [`POST ${policyBasket}/items`]: () => ({
      url: `${basket}/items`,
      payload: [{ product_id: 'SB21-9G546-AA', quantity: 1 }],
    }),
    [`PATCH ${policyBasket}/items/:itemId`]: () => ({ url: `${basket}/items/none`, payload: { quantity: 1 } }),
    [`DELETE ${policyBasket}/items/:itemId`]: () => ({ url: `${basket}/items/none` }),
    [`POST ${policyBasket}/payment_instruments`]: () => ({ url: `${basket}/payment_instruments`, payload: card }),
    [`DELETE ${policyBasket}/payment_instruments/:paymentInstrumentId`]: () => ({
      url: `${basket}/payment_instruments/none`,
    }),
    [`GET ${policyBasket}/payment_methods`]: () => ({ url: `${basket}/payment_methods` }),
    [`GET ${policyBasket}/shipments/:shipmentId/shipping_methods`]: () => ({
      url: `${basket}/shipments/me/shipping_methods`,
    }),
    [`PUT ${policyBasket}/billing_address`]: () => ({ url: `${basket}/billing_address`, payload: address }),
    [`PUT ${policyBasket}/shipments/:shipmentId/shipping_address`]: () => ({
      url: `${basket}/shipments/me/shipping_address`,
      payload: address,
    }),
    [`PUT ${policyBasket}/shipments/:shipmentId/shipping_method`]: () => ({
      url: `${basket}/shipments/me/shipping_method`,
      payload: { id: 'EPC-DIGITAL' },
    }),
    [`PUT ${policyBasket}/customer`]: () => ({ url: `${basket}/customer`, payload: { email: 'jo@example.com' } }),
    [`POST ${policyBasket}/coupons`]: () => ({ url: `${basket}/coupons`, payload: { code: 'EPC-SUB10' } }),
    [`DELETE ${policyBasket}/coupons/:couponItemId`]: () => ({ url: `${basket}/coupons/none` }),
    [`POST ${shopApiPattern}/orders`]: () => ({ url: `${shopApi}/orders`, payload: { basket_id: 'matrix-none' } }),
  };
}

/** The request a route's policy cell is checked with; routes without a sample take their path as it is. */
export function sampleRequest(policy: RoutePolicy, context: SampleContext): InjectOptions {
  const sample = samples[`${policy.method} ${policy.path}`];
  const { url, payload, headers } = sample?.(context) ?? {
    url: policy.path.replace(':organizationId', commerceConfig.organizationId),
  };
  return {
    method: policy.method,
    url,
    headers: { ...context.caller.headers, ...headers },
    ...(payload === undefined ? {} : { payload }),
  };
}

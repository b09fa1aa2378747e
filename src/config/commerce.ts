/**
 * How the app reaches the commerce platform and its shopper login (shell spec, sections 7
 * and 9). The embedded backend serves the same paths, so the same values work against it.
 */

/** Shopper login organisation and public client. */
export const commerceConfig = {
  organizationId: 'f_ecom_epc_demo',
  clientId: 'epc-pwa-client',
  /** Fixed, product-specific channel id, sent on guest and provider sign-in alike. */
  channelId: 'epc',
  shopApiVersion: 'v21_3',
  /** Path prefix of the commerce proxy on the app's own origin. */
  proxyPath: '/mobify/proxy/api',
} as const;

/** The three identity-provider kinds: each has its own sign-in hint and callback path. */
export const signInKinds = [
  { kind: 'corporate', hint: 'corporate-sso', callbackPath: '/callback/corporate' },
  { kind: 'retailer', hint: 'retailer-idp', callbackPath: '/callback/retailer' },
  { kind: 'third-party', hint: 'third-party-idp', callbackPath: '/callback/third-party' },
] as const;

export type SignInKind = (typeof signInKinds)[number]['kind'];

export const guestHint = 'guest';
export const guestCallbackPath = '/callback';

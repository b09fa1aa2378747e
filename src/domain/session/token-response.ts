/**
 * The shopper-login token response (shell spec, section 3) and the errors it can carry. These
 * are the shapes both the app and the embedded shopper-login server speak.
 */

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_token_expires_in: number;
  token_type: 'BEARER';
  usid: string;
  customer_id: string;
  enc_user_id: string;
  idp_access_token: string;
}

/** Shopper-login error body, e.g. { status_code: 'invalid_grant', message: 'invalid refresh_token' }. */
export interface ShopperLoginError {
  status_code: string;
  message: string;
}

/** Refresh failures after which stored auth is cleared once and the login retried (spec 8). */
export const retryableRefreshMessages = ['invalid refresh_token', 'EXPIRED_TOKEN'] as const;

export function isRetryableRefreshFailure(message: string): boolean {
  return retryableRefreshMessages.some((text) => message.includes(text));
}

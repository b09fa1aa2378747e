/**
 * Refreshes the session's tokens once across all open tabs. Refresh tokens rotate, and the
 * login service revokes the whole family when an old one is presented again, so two tabs
 * refreshing with the same token would sign the user out. A Web Lock lets one tab refresh;
 * a tab that waited finds the new tokens already stored and adopts them instead.
 */
import type { TokenResponse } from '../../../domain/session/token-response';
import { isTokenValid } from '../../../domain/session/token-validity';
import { refreshAccessToken } from '../../api/shopper-login/token-grants';
import { browserAuthStorage, type StoredAuth } from '../../store/auth-storage';

const refreshLockName = 'epc-session-refresh';

/** The stored tokens another tab saved, in the shape of a token response. */
function adopt(stored: StoredAuth, now: number): TokenResponse {
  const registered = stored.registeredRefreshToken !== undefined;
  const life = stored.tokenLife ?? { issuedAt: now, expiresIn: 0 };
  return {
    access_token: (stored.accessToken ?? '').replace(/^Bearer /, ''),
    // Only its presence matters here: it says the stored session is a registered one.
    id_token: registered ? 'stored-by-another-tab' : '',
    refresh_token: stored.registeredRefreshToken ?? stored.guestRefreshToken ?? '',
    expires_in: Math.floor(life.expiresIn - (now - life.issuedAt) / 1000),
    refresh_token_expires_in: 0,
    token_type: 'BEARER',
    usid: stored.usid ?? '',
    customer_id: stored.customerId ?? '',
    enc_user_id: stored.encUserId ?? '',
    idp_access_token: '',
  };
}

export async function refreshAcrossTabs(refreshToken: string, redirectUri: string): Promise<TokenResponse> {
  const refresh = async () => {
    const stored = browserAuthStorage.read();
    const current = stored.registeredRefreshToken ?? stored.guestRefreshToken;
    if (current && current !== refreshToken && isTokenValid(stored.tokenLife, Date.now()))
      return adopt(stored, Date.now());
    return refreshAccessToken({ refreshToken: current ?? refreshToken, redirectUri });
  };
  // Without Web Locks (old browsers), refresh as before.
  if (!('locks' in navigator)) return refresh();
  return navigator.locks.request(refreshLockName, refresh);
}

/**
 * Where the session's tokens live between visits (shell spec, sections 3, 4 and 9): the access
 * token (with its Bearer prefix) and the session identifiers in local storage; the registered
 * and the guest refresh tokens in two separate 90-day cookies, only one of them at a time.
 * Offline, nothing here expires early: the tokens wait until the network returns.
 */
import { commerceConfig } from '../../config/commerce';
import type { TokenResponse } from '../../domain/session/token-response';
import type { StoredTokenLife } from '../../domain/session/token-validity';
import { readCookie, writeCookie } from './cookies';

export interface StoredAuth {
  accessToken: string | undefined;
  tokenLife: StoredTokenLife | undefined;
  registeredRefreshToken: string | undefined;
  guestRefreshToken: string | undefined;
  usid: string | undefined;
  customerId: string | undefined;
  cdsid: string | undefined;
  mailid: string | undefined;
  encUserId: string | undefined;
  organizationId: string | undefined;
}

export interface AuthStorage {
  read(): StoredAuth;
  /** Stores a token response and returns what is stored now. */
  save(response: TokenResponse, receivedAt: number): StoredAuth;
  clear(): void;
}

export const emptyAuth: StoredAuth = {
  accessToken: undefined,
  tokenLife: undefined,
  registeredRefreshToken: undefined,
  guestRefreshToken: undefined,
  usid: undefined,
  customerId: undefined,
  cdsid: undefined,
  mailid: undefined,
  encUserId: undefined,
  organizationId: undefined,
};

export const registeredRefreshCookie = 'cc-nx';
export const guestRefreshCookie = 'cc-nx-g';
const refreshCookieDays = 90;

const keys = {
  accessToken: 'access_token',
  issuedAt: 'token_issued_at',
  expiresIn: 'token_expires_in',
  usid: 'usid',
  customerId: 'customer_id',
  cdsid: 'cdsid',
  mailid: 'mailid',
  encUserId: 'enc_user_id',
  organizationId: 'oid',
} as const;

/** The claims of a JWT, read without checking it: the server checks tokens, the app only labels. */
function jwtClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * What save() stores, computed without storing it, so the session machine knows its new auth
 * before it persists it: one kind of refresh token (saving one removes the other, shell spec,
 * section 4), and for a registered user the ids the id token names (an id it does not name
 * stays as it was); a guest keeps none of them.
 */
export function authAfterSave(previous: StoredAuth, response: TokenResponse, receivedAt: number): StoredAuth {
  const registered = response.id_token !== '';
  const claims = registered ? jwtClaims(response.id_token) : {};
  return {
    accessToken: `Bearer ${response.access_token}`,
    tokenLife:
      receivedAt > 0 && response.expires_in > 0 ? { issuedAt: receivedAt, expiresIn: response.expires_in } : undefined,
    registeredRefreshToken: registered ? response.refresh_token : undefined,
    guestRefreshToken: registered ? undefined : response.refresh_token,
    usid: response.usid,
    customerId: response.customer_id,
    cdsid: registered ? (text(claims['user_id']) ?? text(claims['sub']) ?? previous.cdsid) : undefined,
    mailid: registered ? (text(claims['email']) ?? previous.mailid) : undefined,
    encUserId: registered ? response.enc_user_id : undefined,
    organizationId: commerceConfig.organizationId,
  };
}

export const browserAuthStorage: AuthStorage = {
  read() {
    // Tokens of another organisation are worth nothing here (shell spec, section 4).
    const organizationId = localStorage.getItem(keys.organizationId) ?? undefined;
    if (organizationId !== undefined && organizationId !== commerceConfig.organizationId) this.clear();
    const issuedAt = Number(localStorage.getItem(keys.issuedAt));
    const expiresIn = Number(localStorage.getItem(keys.expiresIn));
    return {
      accessToken: localStorage.getItem(keys.accessToken) ?? undefined,
      tokenLife: issuedAt > 0 && expiresIn > 0 ? { issuedAt, expiresIn } : undefined,
      registeredRefreshToken: readCookie(registeredRefreshCookie),
      guestRefreshToken: readCookie(guestRefreshCookie),
      usid: localStorage.getItem(keys.usid) ?? undefined,
      customerId: localStorage.getItem(keys.customerId) ?? undefined,
      cdsid: localStorage.getItem(keys.cdsid) ?? undefined,
      mailid: localStorage.getItem(keys.mailid) ?? undefined,
      encUserId: localStorage.getItem(keys.encUserId) ?? undefined,
      organizationId: localStorage.getItem(keys.organizationId) ?? undefined,
    };
  },

  save(response, receivedAt) {
    const registered = response.id_token !== '';
    localStorage.setItem(keys.accessToken, `Bearer ${response.access_token}`);
    localStorage.setItem(keys.issuedAt, String(receivedAt));
    localStorage.setItem(keys.expiresIn, String(response.expires_in));
    localStorage.setItem(keys.usid, response.usid);
    localStorage.setItem(keys.customerId, response.customer_id);
    localStorage.setItem(keys.organizationId, commerceConfig.organizationId);
    // Saving one kind of refresh token removes the other (shell spec, section 4).
    writeCookie(registered ? registeredRefreshCookie : guestRefreshCookie, response.refresh_token, refreshCookieDays);
    writeCookie(registered ? guestRefreshCookie : registeredRefreshCookie, undefined, refreshCookieDays);
    if (registered) {
      const claims = jwtClaims(response.id_token);
      localStorage.setItem(keys.encUserId, response.enc_user_id);
      const cdsid = text(claims['user_id']) ?? text(claims['sub']);
      if (cdsid) localStorage.setItem(keys.cdsid, cdsid);
      const mailid = text(claims['email']);
      if (mailid) localStorage.setItem(keys.mailid, mailid);
    } else {
      for (const key of [keys.encUserId, keys.cdsid, keys.mailid]) localStorage.removeItem(key);
    }
    return this.read();
  },

  clear() {
    for (const key of Object.values(keys)) localStorage.removeItem(key);
    writeCookie(registeredRefreshCookie, undefined, refreshCookieDays);
    writeCookie(guestRefreshCookie, undefined, refreshCookieDays);
  },
};

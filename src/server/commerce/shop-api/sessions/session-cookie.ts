/**
 * The session cookie of POST sessions, named as the commerce platform names its storefront
 * session (dwsid). HttpOnly, so page scripts cannot read it; SameSite=Lax, so other sites'
 * requests do not carry it; Secure when the request came over https (directly, or as a
 * TRUST_PROXY proxy says), so it is never sent in clear afterwards.
 */
import { sessionLifetimeSeconds } from './session-repository';

export const sessionCookieName = 'dwsid';

export function sessionCookie(sessionId: string, secure: boolean): string {
  const attributes = ['Path=/', `Max-Age=${sessionLifetimeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${sessionCookieName}=${sessionId}`, ...attributes].join('; ');
}

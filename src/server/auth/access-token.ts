/**
 * Access tokens of the shopper login: compact JWTs (HS256) the commerce, catalogue and admin
 * routes verify without a database read. Refresh tokens are not JWTs: they are opaque and
 * stored (hashed) by the shopper-login server, so they can be rotated and revoked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessTokenClaims {
  /** Commerce customer id. */
  sub: string;
  usid: string;
  /** 'guest' or 'registered' (shell spec: customer authType). */
  authType: 'guest' | 'registered';
  /** EPC user id (key of the EPCUsers profile), for registered users. */
  userId?: string;
  iat: number;
  exp: number;
}

export const accessTokenIssuer = 'epc-shopper-login';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signature(secret: string, headerAndPayload: string): string {
  return createHmac('sha256', secret).update(headerAndPayload).digest('base64url');
}

export function signAccessToken(
  claims: Omit<AccessTokenClaims, 'iat' | 'exp'>,
  options: { secret: string; ttlSeconds: number; now?: number },
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iss: accessTokenIssuer, iat, exp: iat + options.ttlSeconds }));
  return `${header}.${payload}.${signature(options.secret, `${header}.${payload}`)}`;
}

export type AccessTokenCheck =
  | { valid: true; claims: AccessTokenClaims }
  | { valid: false; reason: 'malformed' | 'bad signature' | 'expired' };

export function verifyAccessToken(token: string, options: { secret: string; now?: number }): AccessTokenCheck {
  const [header, payload, givenSignature, ...rest] = token.split('.');
  if (!header || !payload || !givenSignature || rest.length > 0) return { valid: false, reason: 'malformed' };
  const expected = Buffer.from(signature(options.secret, `${header}.${payload}`));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'bad signature' };
  let claims: AccessTokenClaims & { iss?: string };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessTokenClaims & { iss?: string };
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  if (claims.iss !== accessTokenIssuer || typeof claims.sub !== 'string') return { valid: false, reason: 'malformed' };
  if (claims.exp * 1000 <= (options.now ?? Date.now())) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}

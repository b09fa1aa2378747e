/**
 * Access tokens of the shopper login: compact JWTs (HS256, through jose) the commerce,
 * catalogue and admin routes verify without a database read. Refresh tokens are not JWTs:
 * they are opaque and stored (hashed) by the shopper-login server, so they can be rotated
 * and revoked.
 */
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

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

// Importing the secret is the costly part of an HMAC check; every request verifies a token,
// so the imported key is kept (one entry per secret, which is one per process in practice).
const importedKeys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = importedKeys.get(secret);
  if (key === undefined) {
    key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: Omit<AccessTokenClaims, 'iat' | 'exp'>,
  options: { secret: string; ttlSeconds: number; now?: number },
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(accessTokenIssuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds)
    .sign(await keyOf(options.secret));
}

export type AccessTokenCheck =
  { valid: true; claims: AccessTokenClaims } | { valid: false; reason: 'malformed' | 'bad signature' | 'expired' };

export async function verifyAccessToken(
  token: string,
  options: { secret: string; now?: number },
): Promise<AccessTokenCheck> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keyOf(options.secret), {
      // Only the algorithm we sign with: a token claiming "none" or RS256 must not pass.
      algorithms: ['HS256'],
      issuer: accessTokenIssuer,
      requiredClaims: ['sub', 'iat', 'exp'],
      ...(options.now === undefined ? {} : { currentDate: new Date(options.now) }),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { valid: false, reason: 'bad signature' };
    return { valid: false, reason: 'malformed' };
  }
  const claims = accessTokenClaimsOf(payload);
  return claims === undefined ? { valid: false, reason: 'malformed' } : { valid: true, claims };
}

/** The claims the routes rely on, checked for shape: a signed token is still only as good as what we put in it. */
function accessTokenClaimsOf(payload: JWTPayload): AccessTokenClaims | undefined {
  const { sub, iat, exp, usid, authType, userId } = payload;
  if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number' || typeof usid !== 'string')
    return undefined;
  if (authType !== 'guest' && authType !== 'registered') return undefined;
  if (userId !== undefined && typeof userId !== 'string') return undefined;
  return { sub, usid, authType, iat, exp, ...(userId === undefined ? {} : { userId }) };
}

/**
 * Compact JWTs signed with RS256 through jose: the identity providers' id and access tokens
 * and the shopper login's id_token. Verifying is each reader's own jwtVerify call (or
 * openid-client's, for the relying party), with the issuer, audience and type it expects.
 */
import { SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-key';

export type JwtClaims = JWTPayload;

export function signRs256Jwt(claims: JwtClaims, key: SigningKey, type = 'JWT'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: type, kid: key.kid }).sign(key.privateKey);
}

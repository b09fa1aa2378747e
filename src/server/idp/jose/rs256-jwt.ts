/**
 * Compact JWTs signed with RS256 (RFC 7515/7519): the identity providers' id and access
 * tokens and the shopper login's id_token. Verification checks the signature only; each
 * caller checks the claims it cares about (issuer, audience, expiry, nonce).
 */
import { createPublicKey, sign, verify } from 'node:crypto';
import type { SigningKey } from './signing-key';

export type JwtClaims = Record<string, unknown>;

export interface DecodedJwt {
  header: { alg?: unknown; kid?: unknown; typ?: unknown };
  claims: JwtClaims;
  signingInput: string;
  signature: Buffer;
}

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signRs256Jwt(claims: JwtClaims, key: SigningKey, type = 'JWT'): string {
  const signingInput = `${encodePart({ alg: 'RS256', typ: type, kid: key.kid })}.${encodePart(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** Splits and parses a compact JWT; undefined when it is not one. */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const parsedHeader: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const parsedClaims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isObject(parsedHeader) || !isObject(parsedClaims)) return undefined;
    return {
      header: parsedHeader,
      claims: parsedClaims,
      signingInput: `${header}.${payload}`,
      signature: Buffer.from(signature, 'base64url'),
    };
  } catch {
    return undefined;
  }
}

/** A public JWK as a JWKS serves it; only RSA keys are accepted. */
export interface RsaJwk {
  kty: string;
  n?: string;
  e?: string;
  kid?: string;
}

export function hasValidRs256Signature(jwt: DecodedJwt, jwk: RsaJwk): boolean {
  // The algorithm comes from the key type we accept, never from the token's header alone:
  // a token claiming "none" or HS256 must not pass.
  if (jwt.header.alg !== 'RS256' || jwk.kty !== 'RSA' || jwk.n === undefined || jwk.e === undefined) return false;
  try {
    const publicKey = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    return verify('sha256', Buffer.from(jwt.signingInput), publicKey, jwt.signature);
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

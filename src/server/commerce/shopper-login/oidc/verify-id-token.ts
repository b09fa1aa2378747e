/**
 * Checks an identity provider's id_token as OpenID Connect Core (section 3.1.3.7) asks:
 * RS256 signature by one of the provider's keys, issuer, audience (and azp when there are
 * several), expiry and issue time (a minute of clock skew), and the nonce of this sign-in.
 */
import type { RsaJwk } from '../../../idp/jose/rs256-jwt';
import { decodeJwt, hasValidRs256Signature, type JwtClaims } from '../../../idp/jose/rs256-jwt';

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  now?: number;
}

/** forceRefresh: the cached keys did not include the token's kid. */
export type KeySource = (forceRefresh: boolean) => Promise<RsaJwk[]>;

const clockSkewSeconds = 60;

export async function verifyIdToken(token: string, expected: IdTokenExpectations, keys: KeySource): Promise<JwtClaims> {
  const jwt = decodeJwt(token);
  if (jwt === undefined) throw new Error('The id_token is not a JWT.');
  const kid = typeof jwt.header.kid === 'string' ? jwt.header.kid : undefined;
  const candidates = async (forceRefresh: boolean) =>
    (await keys(forceRefresh)).filter((key) => kid === undefined || key.kid === kid);
  let matching = await candidates(false);
  if (matching.length === 0) matching = await candidates(true);
  if (!matching.some((key) => hasValidRs256Signature(jwt, key))) throw new Error('The id_token signature is not valid.');

  const { claims } = jwt;
  const nowSeconds = Math.floor((expected.now ?? Date.now()) / 1000);
  if (claims['iss'] !== expected.issuer) throw new Error('The id_token was issued by another issuer.');
  const audience = claims['aud'];
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(expected.clientId)) throw new Error('The id_token was issued to another client.');
  if (audiences.length > 1 && claims['azp'] !== expected.clientId) throw new Error('The id_token names another authorized party.');
  if (typeof claims['exp'] !== 'number' || claims['exp'] + clockSkewSeconds <= nowSeconds) throw new Error('The id_token has expired.');
  if (typeof claims['iat'] !== 'number' || claims['iat'] - clockSkewSeconds > nowSeconds) throw new Error('The id_token was issued in the future.');
  if (claims['nonce'] !== expected.nonce) throw new Error('The id_token belongs to another sign-in (nonce).');
  return claims;
}

/**
 * An RS256 signing key and its public JWK (jose). Made on first use, not at start: RSA key
 * generation takes a noticeable moment, and a server that nobody signs in to never pays it.
 * The key lives as long as the process, so tokens signed before a restart stop verifying,
 * and in a deployment of several processes each has its own key (see
 * docs/tokens-and-passwords.md: keys belong in the database there).
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  kid: string;
  use: 'sig';
  alg: 'RS256';
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: PublicJwk;
}

/** Answers the same key on every call; the first call makes it. */
export function lazySigningKey(): () => Promise<SigningKey> {
  let key: Promise<SigningKey> | undefined;
  return () => {
    key ??= makeSigningKey();
    return key;
  };
}

async function makeSigningKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const { n, e } = await exportJWK(publicKey);
  if (n === undefined || e === undefined) throw new Error('The RSA public key has no modulus or exponent.');
  // RFC 7638 thumbprint: a key id that names the key itself, not a counter.
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e }, 'sha256');
  return { kid, privateKey, publicKey, publicJwk: { kty: 'RSA', n, e, kid, use: 'sig', alg: 'RS256' } };
}

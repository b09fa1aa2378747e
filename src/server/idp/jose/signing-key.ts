/**
 * An RS256 signing key and its public JWK. Made on first use, not at start: RSA key
 * generation takes a noticeable moment, and a server that nobody signs in to never pays it.
 * The key lives as long as the process, so tokens signed before a restart stop verifying.
 */
import { createHash, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generateRsaKeyPair = promisify(generateKeyPair);

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
  privateKey: KeyObject;
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
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (n === undefined || e === undefined) throw new Error('The RSA public key has no modulus or exponent.');
  // RFC 7638 thumbprint: a key id that names the key itself, not a counter.
  const kid = createHash('sha256').update(JSON.stringify({ e, kty: 'RSA', n })).digest('base64url');
  return { kid, privateKey, publicJwk: { kty: 'RSA', n, e, kid, use: 'sig', alg: 'RS256' } };
}

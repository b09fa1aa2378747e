/**
 * RS256 signing keys and their public JWK (jose). storedSigningKey keeps one key per owner
 * (the shopper login, each embedded identity provider) in the database, so every process
 * signs with and publishes the same key, and tokens survive a restart; lazySigningKey keeps
 * one in memory, for tests that need a key of their own. Either is made on first use, not at
 * start: RSA key generation takes a noticeable moment, and a server that nobody signs in to
 * never pays it.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Queryable } from '../../db/database';

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
    key ??= newPrivateJwk().then(signingKeyOf);
    return key;
  };
}

/**
 * The owner's key from the signing_keys table, made and stored on first use. Processes
 * starting together may each make one; the first insert wins and all of them read it back.
 */
export function storedSigningKey(database: Queryable, owner: string): () => Promise<SigningKey> {
  let key: Promise<SigningKey> | undefined;
  return () => {
    key ??= loadOrCreate(database, owner).catch((error: unknown) => {
      // A database hiccup must not stick: the next sign-in tries again.
      key = undefined;
      throw error;
    });
    return key;
  };
}

async function loadOrCreate(database: Queryable, owner: string): Promise<SigningKey> {
  const read = () =>
    database.query<{ private_jwk: JWK }>('select private_jwk from signing_keys where owner = $1', [owner]);
  let [row] = await read();
  if (row === undefined) {
    const privateJwk = await newPrivateJwk();
    const kid = await calculateJwkThumbprint(privateJwk, 'sha256');
    await database.query(
      'insert into signing_keys (owner, kid, private_jwk) values ($1, $2, $3::jsonb) on conflict (owner) do nothing',
      [owner, kid, JSON.stringify(privateJwk)],
    );
    [row] = await read();
  }
  if (row === undefined) throw new Error(`The signing key of ${owner} was not stored.`);
  return signingKeyOf(row.private_jwk);
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return exportJWK(privateKey);
}

async function signingKeyOf(privateJwk: JWK): Promise<SigningKey> {
  const { n, e } = privateJwk;
  if (privateJwk.kty !== 'RSA' || n === undefined || e === undefined)
    throw new Error('A signing key must be an RSA private JWK.');
  // RFC 7638 thumbprint: a key id that names the key itself, not a counter.
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e }, 'sha256');
  const [privateKey, publicKey] = await Promise.all([
    importJWK(privateJwk, 'RS256'),
    importJWK({ kty: 'RSA', n, e }, 'RS256'),
  ]);
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
    throw new Error('An RSA JWK imported as a secret.');
  return { kid, privateKey, publicKey, publicJwk: { kty: 'RSA', n, e, kid, use: 'sig', alg: 'RS256' } };
}

/**
 * Passwords of password customers (shopper login POST login, shop API registration, change
 * and reset), hashed with scrypt at the OWASP Password Storage Cheat Sheet's parameters
 * (N=2^17, r=8, p=1: 128 MiB and about half a second per hash here) with a 16-byte random
 * salt. The stored form names the algorithm and its parameters, scrypt$N$r$p$salt$hash
 * (salt and hash base64url), so a hash made with older parameters still verifies, and
 * passwordNeedsRehash tells the sign-in to store a new one.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const currentScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;
const saltLength = 16;

// Each hash holds 128 * N * r bytes while it runs. Two at a time bound what sign-ins can
// make one process allocate (256 MiB); the rest wait their turn in this queue.
const maxConcurrentHashes = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  // node:crypto refuses to allocate more than maxmem; allow what these parameters need.
  const maxmem = 128 * cost.N * cost.r * (cost.p + 1) + 1024 * 1024;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, currentScryptCost);
  const { N, r, p } = currentScryptCost;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

/**
 * Undefined for anything that is not a stored scrypt hash within sane bounds: the
 * parameters come from the database, and an absurd N must not make a sign-in allocate
 * gigabytes.
 */
function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const isPowerOfTwo = Number.isInteger(Math.log2(cost.N));
  if (!isPowerOfTwo || cost.N < 2 ** 10 || cost.N > 2 ** 20) return undefined;
  if (!Number.isInteger(cost.r) || cost.r < 1 || cost.r > 32 || !Number.isInteger(cost.p) || cost.p < 1 || cost.p > 16)
    return undefined;
  const parsed = { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
  if (parsed.salt.length < 8 || parsed.hash.length < 16 || parsed.hash.length > 64) return undefined;
  return parsed;
}

/** Compares in constant time; false for a wrong password and for a stored value that is not a hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (parsed === undefined) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(key, parsed.hash);
}

/** True for a hash made with parameters other than today's (to be replaced at the next successful sign-in). */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  if (parsed === undefined) return true;
  const { N, r, p } = parsed.cost;
  return (
    N !== currentScryptCost.N ||
    r !== currentScryptCost.r ||
    p !== currentScryptCost.p ||
    parsed.hash.length !== keyLength
  );
}

/**
 * A well-formed hash at today's parameters of a password nobody knows, checked when a login
 * is unknown, so that answer takes as long as a wrong password does.
 */
export const unknownLoginHash = `scrypt$${currentScryptCost.N}$${currentScryptCost.r}$${currentScryptCost.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

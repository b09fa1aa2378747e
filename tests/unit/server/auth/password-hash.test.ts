/**
 * Password hashes (scrypt at the OWASP parameters): what is stored, that old hashes still
 * verify and are marked for rehashing, and that stored values which are not hashes are
 * refused rather than trusted or run at any cost they name.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  currentScryptCost,
  hashPassword,
  passwordNeedsRehash,
  unknownLoginHash,
  verifyPassword,
} from '../../../../src/server/commerce/shopper-login/password-hash';

/** A hash as the earlier code stored it: N=2^14, r=8, p=1, 32-byte key. */
function oldFormatHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16_384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

// Each hash costs a few hundred milliseconds of CPU by design (scrypt, N=2^17), and a test makes
// several: on a busy two-core machine that passes the unit suite's 5 s default.
describe('password hashes', { timeout: 30_000 }, () => {
  it('are stored as scrypt$N$r$p$salt$hash with N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(currentScryptCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(passwordNeedsRehash(stored)).toBe(false);
  });

  it('verify the password they were made from, and no other; the same password hashes differently each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('treat canonically equal spellings of a password alike (NFKC)', async () => {
    const stored = await hashPassword('Ǆemo-pass');
    expect(await verifyPassword('DŽemo-pass', stored)).toBe(true);
  });

  it('made with the older parameters still verify, and are marked for rehashing', async () => {
    const old = oldFormatHash('workshop-2019');
    expect(await verifyPassword('workshop-2019', old)).toBe(true);
    expect(await verifyPassword('workshop-2020', old)).toBe(false);
    expect(passwordNeedsRehash(old)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$12$abcdefghijklmnopqrstuv'],
    ['missing parts', 'scrypt$16384$8$1$c2FsdHNhbHQ'],
    ['N not a power of two', 'scrypt$100000$8$1$c2FsdHNhbHRzYWx0$' + 'A'.repeat(43)],
    ['N past the bound (gigabytes of memory)', 'scrypt$4194304$8$1$c2FsdHNhbHRzYWx0$' + 'A'.repeat(43)],
    ['r not a number', 'scrypt$16384$x$1$c2FsdHNhbHRzYWx0$' + 'A'.repeat(43)],
    ['an extra part', `${unknownLoginHash}$extra`],
  ])('refuse a stored value that is not a hash (%s) and mark it for rehashing', async (_name, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(true);
  });

  it("give unknown logins a decoy at today's parameters, which no password matches", async () => {
    expect(passwordNeedsRehash(unknownLoginHash)).toBe(false);
    expect(await verifyPassword('', unknownLoginHash)).toBe(false);
  });
});

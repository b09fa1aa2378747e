import { beforeAll, describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../../src/server/commerce/shopper-login/oidc/verify-id-token';
import { signRs256Jwt, type JwtClaims } from '../../../src/server/idp/jose/rs256-jwt';
import { lazySigningKey, type SigningKey } from '../../../src/server/idp/jose/signing-key';

const issuer = 'https://idp.example/corporate';
const expected = { issuer, clientId: 'epc-shopper-login', nonce: 'n-123' };
let key: SigningKey;
let otherKey: SigningKey;

beforeAll(async () => {
  [key, otherKey] = await Promise.all([lazySigningKey()(), lazySigningKey()()]);
});

const now = Math.floor(Date.now() / 1000);
const valid: JwtClaims = { iss: issuer, aud: 'epc-shopper-login', sub: 'JSMITH', iat: now, exp: now + 300, nonce: 'n-123' };
const keys = () => async () => [key.publicJwk];

describe('verifying a provider id_token (OpenID Connect Core 3.1.3.7)', () => {
  it('accepts a token signed by the provider for this client and sign-in', async () => {
    await expect(verifyIdToken(signRs256Jwt(valid, key), expected, keys())).resolves.toMatchObject({ sub: 'JSMITH' });
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, 'another issuer'],
    ['another audience', { aud: 'someone-else' }, 'another client'],
    ['several audiences without azp', { aud: ['epc-shopper-login', 'other'] }, 'another authorized party'],
    ['expired', { exp: now - 120 }, 'expired'],
    ['issued in the future', { iat: now + 600 }, 'future'],
    ['another nonce', { nonce: 'n-999' }, 'nonce'],
    ['no nonce', { nonce: undefined }, 'nonce'],
  ])('refuses %s', async (_name, overrides, message) => {
    await expect(verifyIdToken(signRs256Jwt({ ...valid, ...overrides }, key), expected, keys())).rejects.toThrow(message);
  });

  it('refuses a token signed by another key, an unsigned one and one that is not a JWT', async () => {
    await expect(verifyIdToken(signRs256Jwt(valid, otherKey), expected, keys())).rejects.toThrow('signature');
    const [, payload] = signRs256Jwt(valid, key).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await expect(verifyIdToken(unsigned, expected, keys())).rejects.toThrow('signature');
    await expect(verifyIdToken('not-a-jwt', expected, keys())).rejects.toThrow('not a JWT');
  });

  it('fetches the keys again once when the kid is not among the cached ones (key rotation)', async () => {
    const calls: boolean[] = [];
    const rotating = async (forceRefresh: boolean) => {
      calls.push(forceRefresh);
      return forceRefresh ? [key.publicJwk] : [otherKey.publicJwk];
    };
    await expect(verifyIdToken(signRs256Jwt(valid, key), expected, rotating)).resolves.toBeDefined();
    expect(calls).toEqual([false, true]);
  });
});

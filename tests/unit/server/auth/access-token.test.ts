/**
 * The shopper login's access tokens (HS256 through jose): what a route sees when a caller
 * presents one it signed, one signed with another secret, an expired one, a tampered one,
 * and tokens that try to choose their own algorithm.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenIssuer, signAccessToken, verifyAccessToken } from '../../../../src/server/auth/access-token';

const secret = 'the-server-secret-of-at-least-32-chars';
const claims = { sub: 'cust-1', usid: 'usid-1', authType: 'registered', userId: 'JSMITH' } as const;
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('verify with the secret they were signed with and carry the claims, the issuer and the lifetime', async () => {
    const token = await signAccessToken(claims, { secret, ttlSeconds: 1800, now: 1_800_000_000_000 });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ ...claims, iss: accessTokenIssuer, iat: 1_800_000_000, exp: 1_800_001_800 });
    expect(await verifyAccessToken(token, { secret, now: 1_800_000_060_000 })).toEqual({
      valid: true,
      claims: { ...claims, iat: 1_800_000_000, exp: 1_800_001_800 },
    });
  });

  it('refuse a token signed with another secret', async () => {
    const token = await signAccessToken(claims, { secret: 'another-secret-of-at-least-32-chars!!', ttlSeconds: 600 });
    expect(await verifyAccessToken(token, { secret })).toEqual({ valid: false, reason: 'bad signature' });
  });

  it('refuse an expired token, from the second its exp is reached', async () => {
    const token = await signAccessToken(claims, { secret, ttlSeconds: 60, now: 1_800_000_000_000 });
    expect((await verifyAccessToken(token, { secret, now: 1_800_000_059_000 })).valid).toBe(true);
    expect(await verifyAccessToken(token, { secret, now: 1_800_000_060_000 })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuse a token whose claims were changed after signing (another user, a longer life)', async () => {
    const [header, , signature] = (await signAccessToken(claims, { secret, ttlSeconds: 600 })).split('.');
    const now = Math.floor(Date.now() / 1000);
    for (const changed of [
      { ...claims, userId: 'ADMIN' },
      { ...claims, iss: accessTokenIssuer, iat: now, exp: now + 999_999 },
    ]) {
      expect(await verifyAccessToken(`${header}.${part(changed)}.${signature}`, { secret })).toEqual({
        valid: false,
        reason: 'bad signature',
      });
    }
  });

  it('refuse tokens that pick another algorithm: none, or RS256 over the secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = part({ ...claims, iss: accessTokenIssuer, iat: now, exp: now + 600 });
    expect((await verifyAccessToken(`${part({ alg: 'none' })}.${payload}.`, { secret })).valid).toBe(false);
    const input = `${part({ alg: 'RS256', typ: 'JWT' })}.${payload}`;
    const forged = `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    expect((await verifyAccessToken(forged, { secret })).valid).toBe(false);
  });

  it('refuse text that is not a token, and a signed token of another issuer or without a session', async () => {
    expect(await verifyAccessToken('not-a-token', { secret })).toEqual({ valid: false, reason: 'malformed' });
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: object) => {
      const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    };
    const base = { ...claims, iss: accessTokenIssuer, iat: now, exp: now + 600 };
    expect(await verifyAccessToken(sign({ ...base, iss: 'someone-else' }), { secret })).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect(await verifyAccessToken(sign({ ...base, usid: undefined }), { secret })).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect(await verifyAccessToken(sign({ ...base, authType: 'admin' }), { secret })).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect((await verifyAccessToken(sign(base), { secret })).valid).toBe(true);
  });
});

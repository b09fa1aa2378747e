/**
 * Access tokens kept once verified (issue 19): a kept token answers what verifying it again
 * would, so it stops counting when it expires, and a forged one is never kept.
 */
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../../src/server/auth/access-token';
import { VerifiedTokens } from '../../../../src/server/auth/verified-tokens';

const secret = 'the-server-secret-of-at-least-32-chars';
const claims = { sub: 'cust-1', usid: 'usid-1', authType: 'registered', userId: 'JSMITH' } as const;
const signedAt = 1_800_000_000_000;

function tokensAt(clock: { now: number }) {
  return new VerifiedTokens(secret, () => clock.now);
}

describe('verified tokens', () => {
  it('answer the claims of a valid token, again and again', async () => {
    const clock = { now: signedAt + 1_000 };
    const tokens = tokensAt(clock);
    const token = await signAccessToken(claims, { secret, ttlSeconds: 600, now: signedAt });
    const expected = { ...claims, iat: 1_800_000_000, exp: 1_800_000_600 };
    expect(await tokens.claimsOf(token)).toEqual(expected);
    expect(await tokens.claimsOf(token)).toEqual(expected);
  });

  it('stop answering a kept token once it has expired', async () => {
    const clock = { now: signedAt + 1_000 };
    const tokens = tokensAt(clock);
    const token = await signAccessToken(claims, { secret, ttlSeconds: 600, now: signedAt });
    expect(await tokens.claimsOf(token)).not.toBeNull();
    clock.now = signedAt + 600_000;
    expect(await tokens.claimsOf(token)).toBeNull();
  });

  it('answer null for a token signed with another secret, every time', async () => {
    const tokens = tokensAt({ now: signedAt + 1_000 });
    const forged = await signAccessToken(claims, {
      secret: 'another-secret-of-at-least-32-chars!!',
      ttlSeconds: 600,
      now: signedAt,
    });
    expect(await tokens.claimsOf(forged)).toBeNull();
    expect(await tokens.claimsOf(forged)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isTokenValid } from '../../../../src/domain/session/token-validity';

const issuedAt = Date.UTC(2026, 10, 22, 9, 0, 0);
const at = (seconds: number) => issuedAt + seconds * 1000;

describe('access token validity (remaining life minus 60 s)', () => {
  it.each([
    [0, true],
    [1739, true],
    [1740, false],
    [1800, false],
    [5000, false],
  ])('a 30-minute token, %i s after issue, is valid: %s', (elapsed, valid) => {
    expect(isTokenValid({ issuedAt, expiresIn: 1800 }, at(elapsed))).toBe(valid);
  });

  it('a token shorter than the margin is never valid', () => {
    expect(isTokenValid({ issuedAt, expiresIn: 60 }, at(0))).toBe(false);
  });

  it('no stored token is not valid', () => {
    expect(isTokenValid(undefined, at(0))).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  codeChallengeFor,
  codeVerifierFrom,
  codeVerifierLength,
} from '../../../../src/domain/session/pkce';

const sha256 = async (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

describe('PKCE', () => {
  it('matches the S256 example of RFC 7636, appendix B', async () => {
    expect(await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', sha256)).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a 128-character verifier of unreserved characters only', () => {
    const bytes = Uint8Array.from({ length: 128 }, (_, i) => (i * 37) % 256);
    const verifier = codeVerifierFrom(bytes);
    expect(verifier).toHaveLength(codeVerifierLength);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
  });

  it('refuses too few random bytes', () => {
    expect(() => codeVerifierFrom(new Uint8Array(10))).toThrow('A code verifier needs 128 random bytes');
  });

  it.each([
    [[], ''],
    [[0xff], '_w'],
    [[0xff, 0xee], '_-4'],
    [[0xfb, 0xff, 0xbf], '-_-_'],
  ])('base64url-encodes %j without padding as %j', (bytes, text) => {
    expect(base64UrlEncode(Uint8Array.from(bytes))).toBe(text);
    expect(Buffer.from(bytes).toString('base64url')).toBe(text);
  });
});

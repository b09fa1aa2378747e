/**
 * PKCE for the shopper login (shell spec, sections 7 and 9): a random 128-character code
 * verifier and its S256 challenge, base64url encoded (RFC 7636). Randomness and SHA-256 come
 * from the caller, so the rule stays pure and testable against the RFC's own example.
 */

export const codeVerifierLength = 128;

/** The unreserved characters RFC 7636 allows in a code verifier. */
const verifierAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** Builds a verifier from random bytes (one byte per character; at least 128 of them). */
export function codeVerifierFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < codeVerifierLength)
    throw new Error(`A code verifier needs ${codeVerifierLength} random bytes`);
  let verifier = '';
  for (let i = 0; i < codeVerifierLength; i += 1) {
    // 66 characters: the modulo bias is negligible for a one-off secret of this length.
    verifier += verifierAlphabet[(randomBytes[i] ?? 0) % verifierAlphabet.length];
  }
  return verifier;
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (RFC 4648 section 5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const triple = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let j = 0; j < chars; j += 1) out += base64Alphabet[(triple >> (18 - 6 * j)) & 63];
  }
  return out;
}

export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

/** code_challenge = BASE64URL(SHA256(ASCII(code_verifier))). */
export async function codeChallengeFor(verifier: string, sha256: Sha256): Promise<string> {
  const ascii = Uint8Array.from(verifier, (char) => char.charCodeAt(0));
  return base64UrlEncode(await sha256(ascii));
}

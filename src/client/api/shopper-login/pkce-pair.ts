/** Makes the PKCE verifier and challenge each sign-in needs (shell spec, section 7). */
import { codeChallengeFor, codeVerifierFrom, codeVerifierLength } from '../../../domain/session/pkce';

const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', data as BufferSource));

/** A fresh PKCE verifier and its S256 challenge, from the browser's secure random source. */
export async function createPkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = codeVerifierFrom(crypto.getRandomValues(new Uint8Array(codeVerifierLength)));
  return { codeVerifier, codeChallenge: await codeChallengeFor(codeVerifier, sha256) };
}

/**
 * A bare OpenID Connect provider on a loopback port whose token endpoint answers whatever
 * id_token a test puts there (any claims, any key, any header), so the relying party's
 * checks can be driven one by one. It also records what the relying party sent it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, type JWTPayload } from 'jose';
import type { IdentityProviderSetting } from '../../../../src/server/idp/identity-provider-settings';
import { lazySigningKey, type PublicJwk, type SigningKey } from '../../../../src/server/idp/jose/signing-key';

export interface FakeIdentityProvider {
  issuer: string;
  setting: IdentityProviderSetting;
  /** The provider's current key, served on its JWKS and used by idToken(). */
  key: SigningKey;
  /** Replaces the keys the JWKS serves (default: the current key). */
  serveKeys(keys: PublicJwk[]): void;
  /** The id_token the token endpoint answers next. */
  answerIdToken(token: string): void;
  /** An RS256 id_token: valid for this provider unless the claims or key say otherwise. */
  idToken(claims: JWTPayload, key?: SigningKey): Promise<string>;
  /** Token requests received: their form fields and Authorization header. */
  tokenRequests: { form: URLSearchParams; authorization: string | undefined }[];
  /** Overrides of the discovery document. */
  discoveryOverrides: Record<string, unknown>;
  close(): Promise<void>;
}

export const fakeClientId = 'epc-shopper-login';
export const fakeNonce = 'n-123';

export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const key = await lazySigningKey()();
  let keys: PublicJwk[] = [key.publicJwk];
  let idToken = '';
  const tokenRequests: FakeIdentityProvider['tokenRequests'] = [];
  const discoveryOverrides: Record<string, unknown> = {};

  const server = createServer((request, response) => {
    void answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant`;

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/tenant/.well-known/openid-configuration') {
      return {
        status: 200,
        body: {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
          ...discoveryOverrides,
        },
      };
    }
    if (path === '/tenant/jwks') return { status: 200, body: { keys } };
    if (path === '/tenant/token' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      tokenRequests.push({
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        authorization: request.headers.authorization,
      });
      return {
        status: 200,
        body: { access_token: 'provider-access-token', token_type: 'Bearer', expires_in: 600, id_token: idToken },
      };
    }
    return { status: 404, body: { error: 'not_found' } };
  }

  return {
    issuer,
    setting: { kind: 'corporate', issuer, clientId: fakeClientId, clientSecret: 'fake secret:with/odd+chars' },
    key,
    serveKeys: (next) => {
      keys = next;
    },
    answerIdToken: (token) => {
      idToken = token;
    },
    idToken: (claims, signWith = key) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: signWith.kid }).sign(signWith.privateKey),
    tokenRequests,
    discoveryOverrides,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * GET /userinfo: the signed-in person's claims, for the provider's own access token
 * (Bearer). A missing, forged or expired token gets 401 with a Bearer challenge.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { kindClaimsOf } from '../provider-kinds';
import { findPersonBySubject } from '../provider-people';
import { issuerOf, type ProviderContext } from '../provider-context';
import { userinfoSchema } from './idp-schemas';

export default async function userinfoRoute(app: FastifyInstance, context: ProviderContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/userinfo', { schema: userinfoSchema }, async (request, reply) => {
    const header = request.headers.authorization;
    const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    const issuer = issuerOf(context, request);
    const claims = await verifiedClaims(token, (await context.signingKey()).publicKey, issuer);
    const subject = typeof claims?.sub === 'string' ? claims.sub : undefined;
    const user = subject === undefined ? undefined : await findPersonBySubject(context.database, context.kind, subject);
    if (user === undefined || claims === undefined || subject === undefined) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token', error_description: 'A valid access token of this provider is required.' });
    }
    return { sub: subject, ...kindClaimsOf(user, typeof claims['auth_time'] === 'number' ? claims['auth_time'] : 0) };
  });
}

/** Undefined for anything but this provider's own, unexpired access token (typ at+jwt, RFC 9068). */
async function verifiedClaims(token: string, key: CryptoKey, issuer: string): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['RS256'],
      typ: 'at+jwt',
      issuer,
      audience: `${issuer}/userinfo`,
      requiredClaims: ['sub', 'exp'],
    });
    return payload;
  } catch {
    return undefined;
  }
}

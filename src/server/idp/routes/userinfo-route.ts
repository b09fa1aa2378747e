/**
 * GET /userinfo: the signed-in person's claims, for the provider's own access token
 * (Bearer). A missing, forged or expired token gets 401 with a Bearer challenge.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt, hasValidRs256Signature } from '../jose/rs256-jwt';
import { findDemoUserBySubject, kindClaimsOf } from '../provider-kinds';
import { issuerOf, type ProviderContext } from '../provider-context';

export default async function userinfoRoute(app: FastifyInstance, context: ProviderContext) {
  app.get('/userinfo', async (request, reply) => {
    const header = request.headers.authorization;
    const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    const jwt = decodeJwt(token);
    const key = await context.signingKey();
    const issuer = issuerOf(context, request);
    const claims = jwt?.claims;
    const valid =
      jwt !== undefined &&
      jwt.header.typ === 'at+jwt' &&
      hasValidRs256Signature(jwt, key.publicJwk) &&
      claims?.['iss'] === issuer &&
      claims['aud'] === `${issuer}/userinfo` &&
      typeof claims['exp'] === 'number' &&
      claims['exp'] * 1000 > Date.now();
    const user = valid && typeof claims?.['sub'] === 'string' ? findDemoUserBySubject(context.kind, claims['sub']) : undefined;
    if (user === undefined || claims === undefined) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token', error_description: 'A valid access token of this provider is required.' });
    }
    return { sub: claims['sub'], ...kindClaimsOf(user, typeof claims['auth_time'] === 'number' ? claims['auth_time'] : 0) };
  });
}

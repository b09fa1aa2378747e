/**
 * POST sessions (shell spec, section 7): "creates a server-side session, sent with the auth
 * token". As on the commerce platform, only the token counts (a session cookie sent along is
 * ignored): the answer is 204 with a new session cookie for the token's customer, guest or
 * registered.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../../http/problem-details';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { sessionCookie } from './session-cookie';
import { createShopSession } from './session-repository';

const sessionSchema = {
  response: {
    204: Type.Null({ description: 'Session created; the Set-Cookie header carries it.' }),
    '4xx': problemDetailsSchema,
  },
};

export default async function sessionRoute(app: FastifyInstance) {
  app.post('/sessions', { schema: sessionSchema }, async (request, reply) => {
    // The access policy let only a valid token in, so the claims are there.
    const claims = request.shopper;
    if (claims === null) return sendProblem(reply, 401, 'A valid access token is required.');
    const sessionId = await createShopSession(app.database, {
      customerId: claims.sub,
      usid: claims.usid,
      authType: claims.authType,
    });
    if (sessionId === undefined) return sendProblem(reply, 404, `There is no customer ${claims.sub}.`);
    reply.header('set-cookie', sessionCookie(sessionId, request.protocol === 'https'));
    return reply.code(204).send(null);
  });
}

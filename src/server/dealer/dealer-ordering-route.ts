/**
 * GET /dealer-ordering?loginToken=...&parts=A,B,C: the stand-in for the external ordering
 * site the hand-off opens in a new tab. A login token opens the page once; an unknown, used
 * or expired one gets an error page. The page is never stored by a cache.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { problemDetailsSchema } from '../http/problem-details-schema';
import { renderOrderingErrorPage, renderOrderingPage } from './dealer-ordering-page';
import type { DealerSessions } from './dealer-sessions';

const maxParts = 500;

/** The page is an HTML string, which Fastify sends as it is under its text/html type. */
const orderingSchema = {
  description: 'The ordering page (text/html) for a one-time login token; an error page (403) for a bad one.',
  querystring: Type.Object({
    loginToken: Type.Optional(Type.String({ maxLength: 100 })),
    parts: Type.Optional(Type.String({ maxLength: 20_000 })),
  }),
  response: {
    200: Type.String({ description: 'text/html: the ordering page' }),
    400: problemDetailsSchema,
    403: Type.String({ description: 'text/html: the error page' }),
  },
};

export default async function dealerOrderingRoute(app: FastifyInstance, { sessions }: { sessions: DealerSessions }) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/dealer-ordering', { schema: orderingSchema }, async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const login = await sessions.takeLogin(request.query.loginToken ?? '');
      if (login === undefined) {
        return reply
          .code(403)
          .send(renderOrderingErrorPage('This ordering link is not valid, has expired or has been used already.'));
      }
      const partNumbers = (request.query.parts ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .slice(0, maxParts);
      return reply.send(renderOrderingPage(login, partNumbers));
    });
}

/**
 * GET /dealer-ordering?loginToken=...&parts=A,B,C: the stand-in for the external ordering
 * site the hand-off opens in a new tab. A login token opens the page once; an unknown, used
 * or expired one gets an error page. The page is never stored by a cache.
 */
import type { FastifyInstance } from 'fastify';
import { renderOrderingErrorPage, renderOrderingPage } from './dealer-ordering-page';
import type { DealerSessions } from './dealer-sessions';

interface OrderingQuery {
  loginToken?: string;
  parts?: string;
}

const maxParts = 500;

const orderingSchema = {
  querystring: {
    type: 'object',
    properties: {
      loginToken: { type: 'string', maxLength: 100 },
      parts: { type: 'string', maxLength: 20_000 },
    },
  },
} as const;

export default async function dealerOrderingRoute(app: FastifyInstance, { sessions }: { sessions: DealerSessions }) {
  app.get<{ Querystring: OrderingQuery }>('/dealer-ordering', { schema: orderingSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const login = sessions.takeLogin(request.query.loginToken ?? '');
    if (login === undefined) {
      return reply.code(403).send(renderOrderingErrorPage('This ordering link is not valid, has expired or has been used already.'));
    }
    const partNumbers = (request.query.parts ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .slice(0, maxParts);
    return reply.send(renderOrderingPage(login, partNumbers));
  });
}

/**
 * JSON replies are not cached unless their route says otherwise: they may carry personal
 * data, which must never land in the service worker's caches or a proxy.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const jsonContentType = /^application\/([\w.-]+\+)?json\b/;

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control')) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (jsonContentType.test(contentType) || request.url.startsWith('/api/')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'no-store-default' },
);

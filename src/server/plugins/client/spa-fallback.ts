/**
 * What a request that no route answered gets. A browser opening a deep link of the app
 * (/home, /catalogue/x) gets index.html, and the client router takes over; API calls,
 * locale files and missing files get a 404 problem instead of a page, so the client and the
 * service worker never mistake HTML for data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from '../../http/problem-details';

export default fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (!isPageRequest(request, path)) {
        return sendProblem(reply, 404, `There is nothing at ${path}.`);
      }
      if (!app.clientBuilt) {
        return sendProblem(reply, 503, 'The app is not built yet. Run npm run build, then start the server again.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa-fallback', dependencies: ['client-files'] },
);

function isPageRequest(request: FastifyRequest, path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isUnder(path, '/api') &&
    !isUnder(path, '/locales') &&
    !lastSegment.includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
